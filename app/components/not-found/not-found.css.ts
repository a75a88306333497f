import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { wrapRow } from "~/styles/rules";
import { plainList } from "~/styles/utils.css";

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

export const links = style([plainList, { marginTop: vars.space["5"], ...wrapRow(vars.space["3"]) }]);
