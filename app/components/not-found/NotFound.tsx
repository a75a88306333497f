import { Link, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { NOT_FOUND_LINKS, NOT_FOUND_PAGE } from "~/data/not-found";
import { titleMeta } from "~/lib/meta";
import { button } from "~/styles/button.css";
import { container, lead, pageTitle, section } from "~/styles/utils.css";
import * as s from "./not-found.css";

export const notFoundMeta = () => titleMeta(NOT_FOUND_PAGE.title, NOT_FOUND_PAGE.description);

export function displayPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Before the paint: a path with capitals goes to its lower-case form (hosts are case-sensitive), else its displayPath is written in. */
export const NOT_FOUND_SCRIPT = `(function(p,d){var l=p.replace(/%[0-9A-Fa-f]{2}|[A-Z]+/g,function(m){return m[0]=="%"?m:m.toLowerCase()});if(l!=p)return location.replace(l+location.search+location.hash);try{d=decodeURIComponent(p)}catch(e){d=p}document.currentScript.previousElementSibling.textContent=d})(location.pathname)`;

export function NotFoundPage() {
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
        {/* 404.html answers every missing path: the build renders it empty and NOT_FOUND_SCRIPT writes it in. */}
        {NOT_FOUND_PAGE.leadBefore} <code className={s.path}>{import.meta.env.SSR ? "" : displayPath(pathname)}</code>
        <script dangerouslySetInnerHTML={{ __html: NOT_FOUND_SCRIPT }} />. {NOT_FOUND_PAGE.leadAfter}
      </p>
      <WayBack label="Helpful links" />
    </div>
  );
}

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
