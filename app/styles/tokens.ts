// Plain constants shared by style files (media queries cannot use CSS vars).
export const breakpoints = {
  // 320px: every phone at the default text size; narrower in em only when the text is set larger.
  xs: "screen and (min-width: 20em)",
  sm: "screen and (min-width: 40em)", // 640px
  md: "screen and (min-width: 48em)", // 768px
  lg: "screen and (min-width: 64em)", // 1024px
  xl: "screen and (min-width: 75em)", // 1200px: full header navigation
} as const;

/** Set on the root by the header (fallback: layout.headerHeight). */
export const HEADER_HEIGHT_VAR = "--header-height";

export const reducedMotion = "(prefers-reduced-motion: reduce)";

/** Every text/background pair meets WCAG AA; a plain constant, so the web app manifest reads it too. */
export const palette = {
  bg: "#ffffff",
  surface: "#f5f7f6", // page sections
  surfaceAlt: "#e9f1ec",
  text: "#14201a", // 16.9:1 on bg, 15.7:1 on surface
  muted: "#4a5650", // 7.6:1 on bg, 7.0:1 on surface
  brand: "#0a6636", // 7.0:1 on bg; white on brand 7.0:1
  brandStrong: "#064a27", // hover; white on it 10.4:1
  brandTint: "#dff0e6", // brand on tint 6.0:1
  onBrand: "#ffffff",
  accent: "#b3410e", // badges/sale; white on it 5.6:1, on bg 5.6:1
  onAccent: "#ffffff",
  danger: "#b42318", // 6.2:1 on bg
  dangerTint: "#fdecea",
  success: "#0a6636",
  border: "#cfd8d3", // decorative separators only
  control: "#68746e", // input borders, 4.7:1 on bg (UI component 3:1)
  focus: "#1d4ed8", // focus ring, 6.7:1 on bg, 3.1:1+ against brand
  star: "#8a5a00", // rating glyphs 5.6:1 on bg
  overlay: "rgba(10, 20, 15, 0.55)",
  dark: "#10251a", // footer bg; white 15:1, #c9d6cf 10.6:1
  onDark: "#ffffff",
  onDarkMuted: "#c9d6cf",
} as const;
