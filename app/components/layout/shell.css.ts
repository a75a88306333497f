import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { reducedMotion } from "~/styles/tokens";

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

const appear = keyframes({ to: { opacity: 1 } });
const advance = keyframes({ from: { transform: "scaleX(0.05)" }, to: { transform: "scaleX(0.9)" } });

/** Shown after 150 ms, so a quick navigation does not flash it. */
export const progress = style({
  position: "fixed",
  insetInline: 0,
  top: 0,
  zIndex: 110,
  height: "0.25rem",
  background: vars.color.brand,
  transformOrigin: "left",
  opacity: 0,
  animation: `${appear} 0.2s 0.15s forwards, ${advance} 10s 0.15s cubic-bezier(0.1, 0.7, 0.3, 1) forwards`,
  "@media": {
    [reducedMotion]: { animation: `${appear} 0s 0.15s forwards`, transform: "scaleX(0.5)" },
  },
});
