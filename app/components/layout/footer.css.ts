import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { stack } from "~/styles/rules";
import { breakpoints } from "~/styles/tokens";
import { plainList } from "~/styles/utils.css";

export const footer = style({
  marginTop: "auto",
  background: vars.color.dark,
  color: vars.color.onDark,
  paddingBlock: vars.space["7"],
});

globalStyle(`${footer} a`, { color: vars.color.onDark });
globalStyle(`${footer} a:hover`, { color: vars.color.onDarkMuted });

export const columns = style({
  ...stack(vars.space["6"]),
  "@media": {
    [breakpoints.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [breakpoints.lg]: { gridTemplateColumns: "1.3fr repeat(3, 1fr) 1.5fr" },
  },
});

export const heading = style({ fontSize: vars.size.lg, marginBottom: vars.space["3"] });

export const list = style([plainList, { display: "grid", gap: vars.space["1"] }]);

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2rem",
  // The email address may break anywhere rather than push the page wider (large text on a narrow phone).
  overflowWrap: "anywhere",
});

export const muted = style({ color: vars.color.onDarkMuted });

export const bottom = style({
  marginTop: vars.space["6"],
  paddingTop: vars.space["4"],
  borderTop: `1px solid rgba(255,255,255,0.2)`,
  color: vars.color.onDarkMuted,
  fontSize: vars.size.sm,
});
