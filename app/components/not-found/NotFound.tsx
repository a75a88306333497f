import { Link, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { NOT_FOUND_LINKS, NOT_FOUND_PAGE } from "~/data/not-found";
import { titleMeta } from "~/lib/meta";
import { button } from "~/styles/button.css";
import { container, lead, pageTitle, section } from "~/styles/utils.css";
import * as s from "./not-found.css";

/** The 404 page's head: no canonical URL or link preview, as there is no such page. */
export const notFoundMeta = () => titleMeta(NOT_FOUND_PAGE.title, NOT_FOUND_PAGE.description);

/** The missing path as a person reads it: percent-escapes decoded where valid. */
export function displayPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Run by the browser as it parses 404.html (one file for every missing path), before it can paint:
 * - a path with capitals goes to its lower-case form (every page's path is lower case; files and
 *   hosts are case-sensitive, while the app's router is not, so /Shop would show this page, then
 *   the shop);
 * - else displayPath of the address bar is written into the element just before the script.
 * The build's CSP hashes the script; a unit test holds it to displayPath.
 */
export const NOT_FOUND_SCRIPT = `(function(p,d){var l=p.replace(/%[0-9A-Fa-f]{2}|[A-Z]+/g,function(m){return m[0]=="%"?m:m.toLowerCase()});if(l!=p)return location.replace(l+location.search+location.hash);try{d=decodeURIComponent(p)}catch(e){d=p}document.currentScript.previousElementSibling.textContent=d})(location.pathname)`;

/**
 * The 404 page: the missing path, and the way back. 404.html answers every missing path, so the
 * build renders the path empty and NOT_FOUND_SCRIPT writes it in; the client renders the same text.
 */
function NotFoundContent({ path }: { path: string }) {
  return (
    <div className={`${container} ${section}`}>
      <p className={s.code} aria-hidden="true">
        404
      </p>
      <h1 className={pageTitle}>{NOT_FOUND_PAGE.title}</h1>
      <p className={lead}>
        {NOT_FOUND_PAGE.leadBefore} <code className={s.path}>{import.meta.env.SSR ? "" : path}</code>
        <script dangerouslySetInnerHTML={{ __html: NOT_FOUND_SCRIPT }} />. {NOT_FOUND_PAGE.leadAfter}
      </p>
      <WayBack label="Helpful links" />
    </div>
  );
}

/** The 404 page of the current path, and the log line that names it (once). */
export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return <NotFoundContent path={displayPath(pathname)} />;
}

/** The way back from a page that cannot show what was asked for (the 404 and offline pages): home first. */
export function WayBack({ label }: { label: string }) {
  return (
    <nav aria-label={label}>
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
  );
}
