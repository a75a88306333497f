import { Link } from "@remix-run/react";
import * as s from "./productPage.css";

export interface Crumb {
  label: string;
  /** Absent on the last crumb: the current page. */
  to?: string;
}

/** Where the page sits: links to each level, the current page last (aria-current), WAI-ARIA APG breadcrumb. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
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
