import { NAV_LINKS } from "./navigation";

// A module of its own: these texts load with the 404 and offline pages only, not with every page's shell.

/** The 404 page's way back: home, shop, services, about and contact (every main link but tracking). */
export const NOT_FOUND_LINKS = NAV_LINKS.filter((l) => l.to !== "/track-order");

/** The 404 page: its lead is written around the missing path (`leadBefore`, `leadAfter`). */
export const NOT_FOUND_PAGE = {
  title: "Page not found",
  description: "The page you asked for does not exist. Find your way back to the shop, services or contact page.",
  leadBefore: "We could not find",
  leadAfter: "It may have moved, or the link may be mistyped.",
} as const;

/** A page whose data could not be loaded (offline, or the site unreachable): said where the page was. */
export const UNAVAILABLE_PAGE = {
  title: "This page could not be loaded",
  lead: "Check your connection and try again. Your cart is kept.",
} as const;
