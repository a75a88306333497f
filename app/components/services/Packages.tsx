import { lazy, Suspense, useRef, useState } from "react";
import type { Package } from "~/lib/entities";
import { formatKsh, kshToCents } from "~/lib/money";
import { button } from "~/styles/button.css";
import { visuallyHidden } from "~/styles/utils.css";
import * as s from "./page.css";

// The dialog (react-hook-form, zod) loads only when a Book button is pressed.
const BookingDialog = lazy(() => import("~/components/booking/BookingDialog"));

/**
 * The three packages of a service (prices in whole KSh, shown as KSh cents
 * formatted; the original price struck through and read as "Was"), each with
 * a Book button that opens the booking dialog for it.
 */
export function Packages({ packages, service }: { packages: readonly Package[]; service: string }) {
  const [open, setOpen] = useState<Package | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  return (
    <>
      <ul className={s.packages}>
        {packages.map((p) => (
          <li key={p.name}>
            <article className={p.popular ? s.pkgPopular : s.pkg} aria-labelledby={`pkg-${p.name}`}>
              <h3 id={`pkg-${p.name}`} className={s.pkgName}>
                {p.name}
              </h3>
              {p.popular ? <p className={s.popular}>Most popular</p> : null}
              <p className={s.price}>
                <span className={s.priceNow}>
                  <span className={visuallyHidden}>Price: </span>
                  {formatKsh(kshToCents(p.price))}
                </span>
                <s className={s.priceWas}>
                  <span className={visuallyHidden}>Was </span>
                  {formatKsh(kshToCents(p.originalPrice))}
                </s>
              </p>
              <p className={s.duration}>Duration: {p.duration}</p>
              <ul className={s.features} aria-label={`${p.name} package includes`}>
                {p.features.map((f) => (
                  <li key={f} className={s.feature}>
                    {f}
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className={p.popular ? button.primary : button.secondary}
                aria-haspopup="dialog"
                data-package={p.name}
                onClick={(e) => {
                  opener.current = e.currentTarget;
                  setOpen(p);
                }}
              >
                Book {p.name} package
              </button>
            </article>
          </li>
        ))}
      </ul>
      {open ? (
        <Suspense fallback={null}>
          <BookingDialog
            key={open.name}
            pkg={open}
            service={service}
            packageNames={packages.map((p) => p.name)}
            onClose={() => setOpen(null)}
            returnFocus={() => opener.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}
