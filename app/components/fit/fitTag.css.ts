import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

// Apart from fit.css: the home page's cards load this alone, not the pickers' and lists' classes.

export const tag = style({
  position: "absolute",
  left: vars.space["2"],
  right: vars.space["2"],
  bottom: vars.space["2"],
  padding: `${vars.space["1"]} ${vars.space["2"]}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg,
  border: `2px solid ${vars.color.success}`,
  fontSize: vars.size.xs,
  fontWeight: vars.weight.bold,
  lineHeight: 1.3,
  margin: 0,
});

export const tagMisfit = style({ borderColor: vars.color.danger, borderStyle: "dashed" });
