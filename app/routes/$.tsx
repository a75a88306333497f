import { Link, useLocation, type MetaFunction } from "@remix-run/react";
import { useEffect } from "react";
import { pageMeta } from "~/lib/meta";
import { button } from "~/styles/button.css";
import { container, lead, pageTitle, section } from "~/styles/utils.css";
import * as s from "./not-found.css";

export const meta: MetaFunction = () =>
  pageMeta(
    "Page not found",
    "The page you asked for does not exist. Find your way back to the shop, services or contact page.",
  );

const LINKS = [
  { to: "/", label: "Home" },
  { to: "/shop", label: "Shop" },
  { to: "/services", label: "Services" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
] as const;

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
      <h1 className={pageTitle}>Page not found</h1>
      <p className={lead}>
        We could not find <code className={s.path}>{displayPath(pathname)}</code>. It may have moved, or the link may be
        mistyped.
      </p>
      <nav aria-label="Helpful links">
        <ul className={s.links}>
          {LINKS.map((l, i) => (
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
