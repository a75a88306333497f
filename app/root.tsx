import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useRouteError,
  type MetaFunction,
} from "@remix-run/react";
import type { LinksFunction } from "@remix-run/node";
import { useEffect, type ReactNode } from "react";
import { CartDrawerHost } from "~/components/cart/CartDrawerHost";
import { Footer } from "~/components/layout/Footer";
import { Header } from "~/components/layout/Header";
import { LiveRegion } from "~/components/layout/LiveRegion";
import { ScrollManager } from "~/components/layout/ScrollManager";
import * as s from "~/components/layout/shell.css";
import { ToastHost } from "~/components/layout/ToastHost";
import { BRAND } from "~/data/brand";
import { pageMeta } from "~/lib/meta";
import "~/styles/global.css";
import { container, pageTitle } from "~/styles/utils.css";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/favicon.svg" },
];

export const meta: MetaFunction = () =>
  pageMeta("", `${BRAND.name}: phone accessories and on-site device setup and support in Nairobi.`);

const MAIN_ID = "main";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-KE">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a6636" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

/** Header, main landmark and footer around the page; also painted before JS runs. */
function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      <a href={`#${MAIN_ID}`} className={s.skipLink}>
        Skip to main content
      </a>
      <Header />
      <main id={MAIN_ID} tabIndex={-1} className={s.main}>
        {children}
      </main>
      <Footer />
      <LiveRegion />
      <ToastHost />
      <CartDrawerHost />
    </>
  );
}

export default function App() {
  // Marks the document as interactive (used by the e2e harness and CSS).
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return (
    <Shell>
      <ScrollManager mainId={MAIN_ID} />
      <Outlet />
    </Shell>
  );
}

/** First paint straight from index.html: the real shell with a stable page frame. */
export function HydrateFallback() {
  return (
    <Shell>
      <div className={`${container} ${s.skeleton}`} aria-busy="true">
        <div className={s.skeletonBar} />
        <p>Loading {BRAND.name}…</p>
      </div>
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "Something went wrong. Please reload the page.";
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Shell>
      <div className={`${container} ${s.skeleton}`}>
        <h1 className={pageTitle}>Sorry, something went wrong</h1>
        <p>{message}</p>
        <p>
          <a href="/">Go to the home page</a>
        </p>
      </div>
    </Shell>
  );
}
