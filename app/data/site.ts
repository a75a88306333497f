import { BRAND } from "./brand";

/** Canonical and link-preview URLs start with it; set VITE_SITE_ORIGIN when building for another host. */
export const SITE_ORIGIN: string =
  // `?.`: the e2e specs import app/data in plain Node, where import.meta.env is not defined.
  ((import.meta.env?.VITE_SITE_ORIGIN as string | undefined) || "https://simutech.co.ke").replace(/\/+$/, "");

/** What the site is, in one line: the home page's description and the root error page's. */
export const SITE_DESCRIPTION = `${BRAND.name}: phone accessories and on-site device setup and support in Nairobi.`;

/** The picture a shared link shows when its page names none (public/images/hero.svg). */
export const SHARE_IMAGE = {
  src: "/images/hero.svg",
  alt: "Two smartphones, wireless earbuds and a charging cable",
  width: 1200,
  height: 800,
} as const;

/** The page the service worker shows when a page cannot be reached (routes/offline.tsx). */
export const OFFLINE_PAGE = {
  title: "You are offline",
  description: `${BRAND.name} works offline with what your phone has saved.`,
  lead: "Opening this page from what your phone has saved. Pick a page below if it does not open.",
} as const;
