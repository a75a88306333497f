import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "./theme.css";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space["2"],
  minHeight: "2.75rem",
  minWidth: "2.75rem",
  paddingInline: vars.space["4"],
  borderRadius: vars.radius.md,
  border: "2px solid transparent",
  fontWeight: vars.weight.bold,
  textDecoration: "none",
  lineHeight: 1.2,
  transition: "background-color 120ms ease, color 120ms ease, border-color 120ms ease",
  selectors: { "&:disabled, &[aria-disabled='true']": { opacity: 0.7 } },
});

export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.brand,
      color: vars.color.onBrand,
      selectors: { "&:hover:not(:disabled)": { background: vars.color.brandStrong, color: vars.color.onBrand } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.bg,
      color: vars.color.brand,
      borderColor: vars.color.brand,
      selectors: { "&:hover:not(:disabled)": { background: vars.color.brandTint, color: vars.color.brandStrong } },
    },
  ],
  ghost: [
    base,
    {
      background: "transparent",
      color: vars.color.text,
      selectors: { "&:hover:not(:disabled)": { background: vars.color.surfaceAlt } },
    },
  ],
  danger: [
    base,
    {
      background: vars.color.bg,
      color: vars.color.danger,
      borderColor: vars.color.danger,
      selectors: { "&:hover:not(:disabled)": { background: vars.color.dangerTint } },
    },
  ],
});

export const iconButton = style([
  base,
  { paddingInline: 0, width: "2.75rem", height: "2.75rem", background: "transparent", color: vars.color.text },
  { selectors: { "&:hover:not(:disabled)": { background: vars.color.surfaceAlt } } },
]);
