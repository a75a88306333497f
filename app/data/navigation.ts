/**
 * Links shown in the header, footer and 404 page (SPEC.md sections 2 and 3),
 * and the 404 page's texts: all in the root chunk already, so the 404 route
 * loads nothing more for them.
 */
export type SiteLink = { readonly to: string; readonly label: string };

/** Primary navigation (shared header; the footer's quick links). */
export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/shop", label: "Shop" },
  { to: "/services", label: "Services" },
  { to: "/track-order", label: "Track Order" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
] as const satisfies readonly SiteLink[];

export const SERVICE_LINKS = [
  { to: "/services/multi-brand-device-setup", label: "Multi-Brand Device Setup" },
  { to: "/services/android-ios-support", label: "Android & iOS Support" },
  { to: "/services", label: "All services" },
] as const satisfies readonly SiteLink[];

/** Legal links: SPEC.md names these paths; none has a route (they show the 404 page). */
export const LEGAL_LINKS = [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/shipping", label: "Shipping Policy" },
  { to: "/returns", label: "Returns" },
  { to: "/warranty", label: "Warranty" },
] as const satisfies readonly SiteLink[];

/** The 404 page's way back: home, shop, services, about and contact (SPEC.md: every main link but tracking). */
export const NOT_FOUND_LINKS: readonly SiteLink[] = NAV_LINKS.filter((l) => l.to !== "/track-order");

/** The 404 page: `lead` is written around the missing path. */
export const NOT_FOUND_PAGE = {
  title: "Page not found",
  description: "The page you asked for does not exist. Find your way back to the shop, services or contact page.",
  leadBefore: "We could not find",
  leadAfter: "It may have moved, or the link may be mistyped.",
} as const;
