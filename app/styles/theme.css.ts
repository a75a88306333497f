import { createGlobalTheme } from "@vanilla-extract/css";

/**
 * Design tokens. Every text/background pair used by the site meets WCAG AA
 * (contrast ratios against the named background are noted beside each).
 */
export const vars = createGlobalTheme(":root", {
  color: {
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
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  size: {
    xs: "0.8125rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.375rem",
    "2xl": "1.75rem",
    "3xl": "2.25rem",
    "4xl": "2.75rem",
  },
  lineHeight: { tight: "1.2", body: "1.55" },
  weight: { regular: "400", medium: "500", bold: "700" },
  space: {
    "1": "0.25rem",
    "2": "0.5rem",
    "3": "0.75rem",
    "4": "1rem",
    "5": "1.5rem",
    "6": "2rem",
    "7": "3rem",
    "8": "4rem",
  },
  radius: { sm: "0.375rem", md: "0.625rem", lg: "1rem", full: "999px" },
  shadow: {
    sm: "0 1px 2px rgba(16, 37, 26, 0.08)",
    md: "0 4px 14px rgba(16, 37, 26, 0.12)",
    lg: "0 12px 32px rgba(16, 37, 26, 0.2)",
  },
  layout: { maxWidth: "72rem", headerHeight: "4rem" },
  focusRing: "3px solid #1d4ed8",
  focusOffset: "2px",
});
