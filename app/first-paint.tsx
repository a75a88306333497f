/**
 * First paint from HTML. The build prerenders one HTML file per page
 * (scripts/build/route-html.mjs) in which the root's HydrateFallback paints that
 * page's header, heading, lead and hero, and its <head> carries the page's own
 * title, description, canonical URL and link-preview tags, before any script runs.
 *
 * Each page's part lives in a small module of its own (the same component the
 * route renders, and the route's head data), loaded by the map below. Both
 * entries load it before React renders: entry.server for the path it
 * prerenders, entry.client for the page the HTML was prerendered with (its
 * `data-first-paint` attribute, never `location`: a host answers every missing
 * path with 404.html, and the service worker, offline, any path with the neutral
 * shell), so hydration matches and the shell chunk carries no page's hero.
 */
import type { MetaDescriptor } from "@remix-run/react";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { FirstPaintPage } from "~/lib/first-paint-page";
import { useClientLayoutEffect } from "~/lib/use-client-layout-effect";

const PAGES: Readonly<Record<string, () => Promise<FirstPaintPage>>> = {
  "/": () => import("~/components/home/HomeHero").then((m) => m.firstPaint),
  "/shop": () => import("~/components/product/ShopHeading").then((m) => m.firstPaint),
  "/services": () => import("~/components/PageHeroes").then((m) => m.firstPaints.services),
  "/about": () => import("~/components/PageHeroes").then((m) => m.firstPaints.about),
  "/contact": () => import("~/components/PageHeroes").then((m) => m.firstPaints.contact),
  "/track-order": () => import("~/components/tracking/TrackHeading").then((m) => m.firstPaint),
  "/services/multi-brand-device-setup": () => import("~/components/PageHeroes").then((m) => m.firstPaints.setup),
  "/services/android-ios-support": () => import("~/components/PageHeroes").then((m) => m.firstPaints.support),
};

/** The pages of SPEC.md's table, by path; the product pages (one per product) come on top (entry.server). */
export const FIRST_PAINT_PATHS: readonly string[] = Object.keys(PAGES);

/**
 * The path the build prerenders the neutral shell at (200.html: the service worker's offline
 * fallback for every path, so it holds no page's content). Every other path no page has is the
 * 404 page's (404.html).
 */
export const NEUTRAL_SHELL_PATH = "/__shell";

/** A product page's path, /shop/<slug>: its module knows the products, so this chunk needs not. */
const PRODUCT_PAGE = /^\/shop\/([a-z0-9-]+)$/;

const notFound = () => import("~/components/not-found/NotFound").then((m) => m.firstPaint);

/**
 * The page prerendered for a path ("/shop/" is "/shop"; case matters, as file names and routes
 * do): a page's own, else the 404 page's ("*" names it); null for none given or
 * NEUTRAL_SHELL_PATH (the neutral shell).
 */
export async function loadFirstPaint(path: string | undefined): Promise<FirstPaintPage | null> {
  if (path === undefined || path === NEUTRAL_SHELL_PATH) return null;
  const clean = path.replace(/(.)\/+$/, "$1");
  const load = PAGES[clean];
  if (load) return load();
  const slug = PRODUCT_PAGE.exec(clean)?.[1];
  const product = slug ? await import("~/components/product/ProductPage").then((m) => m.productFirstPaint(slug)) : null;
  return product ?? notFound();
}

interface FirstPaintState {
  page: FirstPaintPage | null;
  /** True once the route itself has rendered: the prerendered head and inline-only styles then give way. */
  settled: boolean;
  settle: () => void;
}

/** Without a provider (unit tests): nothing prerendered, nothing to wait for. */
const FirstPaintContext = createContext<FirstPaintState>({ page: null, settled: true, settle: () => undefined });

export function FirstPaintProvider({ page, children }: { page: FirstPaintPage | null; children: ReactNode }) {
  const [settled, setSettled] = useState(false);
  const settle = useCallback(() => setSettled(true), []);
  const value = useMemo(() => ({ page, settled, settle }), [page, settled, settle]);
  return <FirstPaintContext.Provider value={value}>{children}</FirstPaintContext.Provider>;
}

export const useFirstPaint = () => useContext(FirstPaintContext);

/**
 * Called by what replaces HydrateFallback (the app, the error page): before the
 * browser paints it, the head switches from the prerendered tags to Remix's
 * <Meta/> and <Links/> of the route.
 */
export function useSettleFirstPaint() {
  const { settle } = useFirstPaint();
  useClientLayoutEffect(settle, [settle]);
}

/**
 * Head tags of meta descriptors, as Remix's <Meta/> renders the kinds pages use
 * (title, meta, link, and a product's JSON-LD as `script:ld+json`). <Meta/> itself shows only the root's meta until the
 * route's module has loaded, hence this, for the prerendered head.
 */
export function HeadTags({ descriptors }: { descriptors: MetaDescriptor[] }) {
  return (
    <>
      {descriptors.map((descriptor, i) => {
        if ("title" in descriptor) return <title key="title">{String(descriptor.title)}</title>;
        if ("script:ld+json" in descriptor) {
          // Escaped as <Meta/> does it, so no string in the data can end the script element.
          const json = JSON.stringify(descriptor["script:ld+json"]).replace(/[<>&\u2028\u2029]/g, escapeJsonChar);
          return <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
        }
        if ("tagName" in descriptor) {
          const { tagName, ...attributes } = descriptor;
          return tagName === "link" ? <link key={i} {...attributes} /> : <meta key={i} {...attributes} />;
        }
        return <meta key={i} {...descriptor} />;
      })}
    </>
  );
}

const escapeJsonChar = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
