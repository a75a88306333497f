import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  NavigationType,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useNavigationType,
  useRouteError,
  type MetaFunction,
} from "@remix-run/react";
import { useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { CartDrawerHost } from "~/components/cart/CartDrawerHost";
import { FRAME_ATTR, FrameDialogs, inFrame } from "~/components/dialog/frames";
import { Footer } from "~/components/layout/Footer";
import { Header } from "~/components/layout/Header";
import { LiveRegion } from "~/components/layout/LiveRegion";
import * as s from "~/components/layout/shell.css";
import { PartBoundary } from "~/components/layout/PartBoundary";
import { ToastHost } from "~/components/layout/ToastHost";
import { MAIN_ID } from "~/data/ids";
import { earlyEventsScript, replayEarlyEvents } from "~/lib/browser/early-events";
import { glideFrom } from "~/lib/browser/glide";
import { movesScript, updateLineMarkup } from "~/lib/browser/update";
import { NEUTRAL_META } from "~/lib/meta";
import { palette, reducedMotion } from "~/styles/tokens";
import "~/styles/global.css";
// The drawer's styles in the shell's stylesheet, as its code is in the shell's script (decision 008): opening the
// cart fetches nothing, so a deploy cannot break it.
import "~/components/cart/cartDrawer.css";
import "~/components/dialog/modal.css";
import { container, pageTitle } from "~/styles/utils.css";

// Every page's route has meta of its own; the root error page gets the site's title.
export const meta: MetaFunction = ({ error }) => (error ? NEUTRAL_META : []);

/** The service worker after load, 2 s and an idle moment: its precache never competes with first taps. */
const REGISTER_SW = `"serviceWorker"in navigator&&addEventListener("load",()=>setTimeout(()=>(self.requestIdleCallback||setTimeout)(()=>navigator.serviceWorker.register("/sw.js").catch(()=>{})),2e3))`;

/** Markup only the build writes (`html` is "" in the browser): hydration keeps an element's inner HTML. */
function ServerHtml({ as: Tag = "script", html }: { as?: "script" | "div"; html: string }) {
  return <Tag dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}

/** The document, rendered whole at build time for every page (scripts/build/prerender.mjs) and hydrated in place. */
export function Layout({ children }: { children: ReactNode }) {
  // A link's page on its way (its route's code, its loader): the tap is answered at once, by a bar and a busy <main>.
  const loading = useNavigation().state === "loading";
  return (
    <html lang="en-KE">
      <head>
        <meta charSet="utf-8" />
        {import.meta.env.PROD ? (
          // The Content-Security-Policy, filled in by the build (scripts/build/csp.mjs) with the hashes of the
          // page's inline scripts: before any script or style it governs. Hydration leaves attributes alone.
          <meta
            httpEquiv="Content-Security-Policy"
            content={import.meta.env.SSR ? "filled in by scripts/build/csp.mjs" : ""}
            suppressHydrationWarning
          />
        ) : null}
        <ServerHtml html={import.meta.env.SSR ? earlyEventsScript() : ""} />
        <ServerHtml html={import.meta.env.SSR ? movesScript(FRAME_ATTR) : ""} />
        {/* Before the stylesheets: an inline script after them would stop the parser until they arrive. */}
        {import.meta.env.PROD ? <ServerHtml html={import.meta.env.SSR ? REGISTER_SW : ""} /> : null}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={palette.brand} />
        <Meta />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/favicon.svg" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Links />
        {/* The code asked for right after the stylesheets; hydration waits for the page data at the document's end. */}
        <Scripts />
      </head>
      <body>
        <a href={`#${MAIN_ID}`} className={s.skipLink}>
          Skip to main content
        </a>
        {loading ? <div className={s.progress} /> : null}
        <Header />
        <main id={MAIN_ID} tabIndex={-1} className={s.main} aria-busy={loading || undefined}>
          {children}
        </main>
        <Footer />
        <LiveRegion />
        {/* The hosts' errors stay theirs: the page around them goes on (PartBoundary). */}
        <PartBoundary>
          <ToastHost />
        </PartBoundary>
        {import.meta.env.SSR ? (
          <div suppressHydrationWarning>
            <FrameDialogs />
          </div>
        ) : (
          <ServerHtml as="div" html="" />
        )}
        <ServerHtml as="div" html={import.meta.env.SSR ? updateLineMarkup() : ""} />
        <PartBoundary wrap={inFrame("cart")}>
          <CartDrawerHost />
        </PartBoundary>
        {/* Back and forward restore the entry's position; a new path starts at the top (smoothly: App). */}
        <ScrollRestoration />
      </body>
    </html>
  );
}

/** A layout effect in the browser; the build's render in Node runs none (and would warn). */
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

export default function App() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  useEffect(() => {
    // Hydrated: the early taps and typing go to React, in order; the e2e tests and the bench wait for <html data-hydrated>.
    void replayEarlyEvents();
    document.documentElement.setAttribute("data-hydrated", "");
  }, []);
  // A new path only: not the first load, not a filter's query change.
  useBrowserLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    // Screen readers start at the new content.
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    // <ScrollRestoration/>'s jump to the top (its effect runs after this one) glides; the next navigation stops it.
    if (navigationType === NavigationType.Pop || matchMedia(reducedMotion).matches) return;
    return glideFrom(window.scrollY);
  }, [pathname, navigationType]);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const response = isRouteErrorResponse(error);
  if (!response) console.error(error);
  return (
    <div className={`${container} ${s.skeleton}`}>
      <h1 className={pageTitle}>Sorry, something went wrong</h1>
      <p>{response ? `${error.status} ${error.statusText}` : "Something went wrong. Please reload the page."}</p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </div>
  );
}
