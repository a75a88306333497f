import { Link } from "@remix-run/react";
import * as s from "./productPage.css";

/** The WAI-ARIA APG breadcrumb. */
export function Breadcrumb({ items }: { items: readonly { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={s.crumbs}>
        {items.map((item, i) => (
          <li key={i} className={s.crumb}>
            {item.to ? (
              <Link to={item.to} className={s.crumbLink}>
                {item.label}
              </Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
