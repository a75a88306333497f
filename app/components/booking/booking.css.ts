import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { wrapRow } from "~/styles/rules";
import { breakpoints } from "~/styles/tokens";

export const grid = style({
  display: "grid",
  columnGap: vars.space["4"],
  "@media": { [breakpoints.sm]: { gridTemplateColumns: "1fr 1fr" } },
});

export const wide = style({ "@media": { [breakpoints.sm]: { gridColumn: "1 / -1" } } });

export const actions = style({ ...wrapRow(vars.space["3"]), justifyContent: "flex-end", marginTop: vars.space["2"] });
