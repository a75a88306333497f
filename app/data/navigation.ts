import { BRAND } from "./brand";

/** Primary navigation (shared header; the footer's quick links). */
export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/shop", label: "Shop" },
  { to: "/services", label: "Services" },
  { to: "/track-order", label: "Track Order" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
] as const;

export const SERVICE_LINKS = [
  { to: "/services/multi-brand-device-setup", label: "Multi-Brand Device Setup" },
  { to: "/services/android-ios-support", label: "Android & iOS Support" },
  { to: "/services", label: "All services" },
] as const;

/** Legal links: these paths are fixed; none has a route (they show the 404 page). */
export const LEGAL_LINKS = [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/shipping", label: "Shipping Policy" },
  { to: "/returns", label: "Returns" },
  { to: "/warranty", label: "Warranty" },
] as const;

/** The header's call and booking buttons (wide screens and the mobile menu). */
export const HEADER_ACTIONS = { call: "Call Now", book: "Book Service" } as const;

export const FOOTER_TEXT = {
  quickLinks: "Quick links",
  services: "Services",
  legal: "Legal",
  newsletter: "Newsletter",
  copyright: (year: number): string => `© ${year} ${BRAND.name}. All prices in Kenya shillings (KSh).`,
} as const;

/** The footer's "Install app" button (the site is installable), shown where the browser offers it. */
export const INSTALL_APP_LABEL = "Install app";
