import { Link, useLocation, type MetaFunction } from "@remix-run/react";
import { useEffect } from "react";
import { NOT_FOUND_LINKS, NOT_FOUND_PAGE } from "~/data/not-found";
import { titleMeta } from "~/lib/meta";
import { button } from "~/styles/button.css";
import { container, lead, pageTitle, section } from "~/styles/utils.css";
import * as s from "./not-found.css";

// No canonical URL or link preview: there is no such page.
export const meta: MetaFunction = () => titleMeta(NOT_FOUND_PAGE.title, NOT_FOUND_PAGE.description);

/** The missing path as a person reads it: percent-escapes decoded where valid. */
export function displayPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export default function NotFound() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <div className={`${container} ${section}`}>
      <p className={s.code} aria-hidden="true">
        404
      </p>
      <h1 className={pageTitle}>{NOT_FOUND_PAGE.title}</h1>
      <p className={lead}>
        {NOT_FOUND_PAGE.leadBefore} <code className={s.path}>{displayPath(pathname)}</code>. {NOT_FOUND_PAGE.leadAfter}
      </p>
      <nav aria-label="Helpful links">
        <ul className={s.links}>
          {NOT_FOUND_LINKS.map((l, i) => (
            <li key={l.to}>
              <Link to={l.to} className={i === 0 ? button.primary : button.secondary}>
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
