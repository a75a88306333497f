import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteError, type MetaFunction } from "@remix-run/react";
import { memo, useEffect, type ReactNode } from "react";
import { CartDrawerHost } from "~/components/cart/CartDrawerHost";
import { Footer } from "~/components/layout/Footer";
import { Header } from "~/components/layout/Header";
import { LiveRegion } from "~/components/layout/LiveRegion";
import { ScrollManager } from "~/components/layout/ScrollManager";
import * as s from "~/components/layout/shell.css";
import { ToastHost } from "~/components/layout/ToastHost";
import { CartProvider } from "~/lib/cart-store";
import { BRAND } from "~/data/brand";
import { HeadTags, useFirstPaint, useSettleFirstPaint } from "~/first-paint";
import { NEUTRAL_META } from "~/lib/meta";
import { palette } from "~/styles/tokens";
import "~/styles/global.css";
import { container, pageTitle } from "~/styles/utils.css";

// Every page's route has meta of its own. Until its module has loaded, <Meta/> shows
// only this: nothing, as the prerendered head (first-paint.tsx) stands in; the root
// error page gets the site's title.
export const meta: MetaFunction = ({ error }) => (error ? NEUTRAL_META : []);

/** The build puts the first paint's CSS here (scripts/build/html.mjs). */
const INLINE_CSS_PLACEHOLDER = "/* first-paint CSS: filled in by scripts/build/html.mjs */";

const MAIN_ID = "main";

/** The body's first script until the build fills it in (same text in scripts/build/html.mjs). */
const BUILD_SCRIPT_PLACEHOLDER = "/* filled in by scripts/build/html.mjs */";

/** The CSP <meta>'s content until the build fills it in (same text in scripts/build/csp.mjs). */
const CSP_PLACEHOLDER = "filled in by scripts/build/csp.mjs";

/**
 * The document. Until the route has rendered (`settled`), the head holds the
 * prerendered page's tags and its styles inline (the build fills the <style>
 * in: the shell's CSS and the page's first-paint CSS), and no stylesheet link,
 * so nothing blocks the first paint. Then <Meta/> and <Links/> take over as
 * Remix renders them (the root's and the route's stylesheets, already loaded
 * by Remix before the route rendered). The client renders the <style> empty:
 * hydration keeps the prerendered text, and the stylesheets cover a re-render.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { page, settled } = useFirstPaint();
  return (
    <html lang="en-KE" data-first-paint={page?.path}>
      <head>
        <meta charSet="utf-8" />
        {import.meta.env.PROD ? (
          // The Content-Security-Policy, filled in by the build (scripts/build/csp.mjs) with the hashes
          // of the page's inline scripts: here, before any script or style it governs. The client
          // renders it empty: the browser applied the policy while parsing the HTML, and hydration
          // leaves attributes alone.
          <meta
            httpEquiv="Content-Security-Policy"
            content={import.meta.env.SSR ? CSP_PLACEHOLDER : ""}
            suppressHydrationWarning
          />
        ) : null}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={palette.brand} />
        <Meta />
        {settled ? null : <HeadTags descriptors={page?.meta ?? NEUTRAL_META} />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/favicon.svg" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <style
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? INLINE_CSS_PLACEHOLDER : "" }}
          suppressHydrationWarning
        />
        {settled ? <Links /> : null}
      </head>
      <body>
        {import.meta.env.PROD ? (
          // Filled in by the build (scripts/build/html.mjs): the service worker's registration. Only the
          // prerender renders its text: React never runs a script element it renders, so the client
          // renders it empty and hydration keeps the prerendered one.
          <script
            dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? BUILD_SCRIPT_PLACEHOLDER : "" }}
            suppressHydrationWarning
          />
        ) : null}
        <CartProvider>
          <Shell markCurrentPage={settled || (page !== null && !page.anyPath)}>{children}</Shell>
        </CartProvider>
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Header, main landmark and footer around the page, painted before JS runs. The Layout renders
 * it around both the first paint and the route, so hydration keeps its DOM: nothing is rebuilt
 * when the route renders, and focus on a header link taken before then stays. Memoised: when
 * the route settles, the Layout re-renders for the head's sake in the route's own commit, and
 * the shell then has nothing new to render (its children are the same element).
 */
const Shell = memo(function Shell({ children, markCurrentPage }: { children: ReactNode; markCurrentPage: boolean }) {
  return (
    <>
      <a href={`#${MAIN_ID}`} className={s.skipLink}>
        Skip to main content
      </a>
      <Header markCurrentPage={markCurrentPage} />
      <main id={MAIN_ID} tabIndex={-1} className={s.main}>
        {children}
      </main>
      <Footer />
      <LiveRegion />
      <ToastHost />
      <CartDrawerHost />
    </>
  );
});

export default function App() {
  useSettleFirstPaint();
  // Marks the document as interactive (used by the e2e harness and CSS).
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  return (
    <>
      <ScrollManager mainId={MAIN_ID} />
      <Outlet />
    </>
  );
}

/**
 * First paint straight from the HTML, before any JavaScript runs, inside the
 * Layout's header and footer: the page's own first paint (its heading, lead
 * and hero, from first-paint.tsx), or, in the neutral shell (the service
 * worker's offline fallback), a page frame. The main landmark is at least a
 * viewport tall, so the footer starts below the fold and nothing visible moves
 * when the route renders into main.
 */
export function HydrateFallback() {
  const { page } = useFirstPaint();
  return page ? (
    <page.Content />
  ) : (
    <div className={`${container} ${s.skeleton}`} aria-busy="true">
      <div className={s.skeletonBar} />
      <p>Loading {BRAND.name}…</p>
    </div>
  );
}

export function ErrorBoundary() {
  useSettleFirstPaint();
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "Something went wrong. Please reload the page.";
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className={`${container} ${s.skeleton}`}>
      <h1 className={pageTitle}>Sorry, something went wrong</h1>
      <p>{message}</p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </div>
  );
}
