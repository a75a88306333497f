import { createGlobalTheme } from "@vanilla-extract/css";
import { palette } from "./tokens";

export const vars = createGlobalTheme(":root", {
  color: palette,
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
  focusRing: `3px solid ${palette.focus}`,
  focusOffset: "2px",
});
