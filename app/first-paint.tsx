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
 * `data-first-paint` attribute, never `location`: a host or the service worker
 * may answer any path with the neutral shell), so hydration matches and the
 * shell chunk carries no page's hero.
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

/** Every path the build writes an HTML file for. */
export const FIRST_PAINT_PATHS: readonly string[] = Object.keys(PAGES);

/** The page prerendered for a path ("/shop/" is "/shop"; case matters, as file names do), or null (neutral shell). */
export function loadFirstPaint(path: string | undefined): Promise<FirstPaintPage | null> {
  const load = path === undefined ? undefined : PAGES[path.replace(/(.)\/+$/, "$1")];
  return load ? load() : Promise.resolve(null);
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
 * Head tags of meta descriptors, as Remix's <Meta/> renders the kinds pageMeta
 * makes (title, meta, link). <Meta/> itself shows only the root's meta until the
 * route's module has loaded, hence this, for the prerendered head.
 */
export function HeadTags({ descriptors }: { descriptors: MetaDescriptor[] }) {
  return (
    <>
      {descriptors.map((descriptor, i) => {
        if ("title" in descriptor) return <title key="title">{String(descriptor.title)}</title>;
        if ("tagName" in descriptor) {
          const { tagName, ...attributes } = descriptor;
          return tagName === "link" ? <link key={i} {...attributes} /> : <meta key={i} {...attributes} />;
        }
        return <meta key={i} {...(descriptor as Record<string, string>)} />;
      })}
    </>
  );
}
