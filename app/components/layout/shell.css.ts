import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const skipLink = style({
  position: "absolute",
  left: vars.space["2"],
  top: vars.space["2"],
  zIndex: 100,
  padding: `${vars.space["2"]} ${vars.space["4"]}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.md,
  fontWeight: vars.weight.bold,
  transform: "translateY(-200%)",
  selectors: {
    "&:focus": { transform: "none", color: vars.color.onBrand },
  },
});

export const main = style({
  flex: "1 0 auto",
  outline: "none",
  // At least a viewport tall, so the footer starts below the fold on every page, however short its content.
  minHeight: "100vh",
});

export const skeleton = style({
  minHeight: "70vh",
  paddingBlock: vars.space["7"],
});
