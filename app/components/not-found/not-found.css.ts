import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const code = style({
  fontSize: "4rem",
  fontWeight: vars.weight.bold,
  color: vars.color.brand,
  margin: 0,
  lineHeight: 1,
});

export const path = style({
  fontFamily: vars.font.mono,
  background: vars.color.surfaceAlt,
  padding: "0.1em 0.35em",
  borderRadius: vars.radius.sm,
  overflowWrap: "anywhere",
  wordBreak: "break-all",
});

export const links = style({
  listStyle: "none",
  padding: 0,
  margin: `${vars.space["5"]} 0 0`,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["3"],
});
