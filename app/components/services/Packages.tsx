import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { InFrame, opens } from "~/components/dialog/frames";
import { PartBoundary } from "~/components/layout/PartBoundary";
import { BOOKING_LOADING } from "~/data/bookings";
import type { StoredBooking } from "~/lib/stores/bookings-storage";
import type { Package } from "~/lib/entities";
import { formatKsh, kshToCents } from "~/lib/money";
import { warm } from "~/lib/browser/update";
import { button } from "~/styles/button.css";
import { visuallyHidden } from "~/styles/utils.css";
import * as s from "./page.css";

// The dialog (react-hook-form, zod) loads when a Book button is pointed at, focused or pressed.
const loadDialog = () => import("~/components/booking/BookingDialog");
const BookingDialog = lazy(loadDialog);
const preloadDialog = () => warm(loadDialog);
// The confirmation panel (calendar file builder) loads with the dialog, before any request is sent.
const loadConfirmation = () => import("~/components/booking/BookingConfirmation");
const BookingConfirmation = lazy(() => loadConfirmation().then((m) => ({ default: m.BookingConfirmation })));
/** The confirmation stays in state for the visit (even when storage refused it) and takes focus. */
export function Packages({ packages, service }: { packages: readonly Package[]; service: string }) {
  const [open, setOpen] = useState<Package | null>(null);
  const [booked, setBooked] = useState<StoredBooking | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  // Set when a booking is made: the panel's heading takes focus, from the closing dialog when the panel is
  // already there, or as soon as it is on the page (its chunk may still be loading when the dialog closes).
  const focusPanel = useRef(false);
  const heading = useRef<HTMLHeadingElement | null>(null);
  const panelHeading = useCallback((element: HTMLHeadingElement | null) => {
    heading.current = element;
    if (element && focusPanel.current) {
      focusPanel.current = false;
      element.focus();
    }
  }, []);
  const afterDialog = () => {
    if (focusPanel.current && heading.current) {
      focusPanel.current = false;
      return heading.current;
    }
    return opener.current;
  };

  const onBooked = useCallback((booking: StoredBooking) => {
    focusPanel.current = true;
    setBooked(booking);
    setOpen(null);
  }, []);

  // Every way into the dialog opens the shared loading frame at once, named for the booking.
  const opensBooking = opens.booking(service, BOOKING_LOADING);

  const openDialog = (pkg: Package, from: HTMLButtonElement) => {
    opener.current = from;
    warm(loadConfirmation);
    setOpen(pkg);
  };

  return (
    <>
      {booked ? (
        <PartBoundary>
          <Suspense fallback={null}>
            <BookingConfirmation
              ref={panelHeading}
              booking={booked}
              bookAnother={opensBooking}
              onBookAnother={(from) => {
                const pkg = packages.find((p) => p.name === booked.package);
                if (pkg) openDialog(pkg, from);
              }}
            />
          </Suspense>
        </PartBoundary>
      ) : null}
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
                {...opensBooking}
                onClick={(e) => openDialog(p, e.currentTarget)}
                onPointerEnter={preloadDialog}
                onFocus={preloadDialog}
              >
                Book {p.name} package
              </button>
            </article>
          </li>
        ))}
      </ul>
      {open ? (
        <InFrame frame="loading">
          <BookingDialog
            key={open.name}
            pkg={open}
            service={service}
            packageNames={packages.map((p) => p.name)}
            onClose={() => setOpen(null)}
            onBooked={onBooked}
            returnFocus={afterDialog}
          />
        </InFrame>
      ) : null}
    </>
  );
}
