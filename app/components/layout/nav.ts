/** Primary navigation (SPEC.md section 2, shared header). */
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

/** Legal links: SPEC.md names these paths; none has a route (they show the 404 page). */
export const LEGAL_LINKS = [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
  { to: "/shipping", label: "Shipping Policy" },
  { to: "/returns", label: "Returns" },
  { to: "/warranty", label: "Warranty" },
] as const;
