import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { wrapRow } from "~/styles/rules";
import { breakpoints } from "~/styles/tokens";

export const root = style({ display: "grid", gap: vars.space["3"] });

export const bar = style({ display: "flex", alignItems: "center", flexWrap: "wrap", gap: vars.space["3"] });

export const status = style({ color: vars.color.muted });

export const nav = style({ ...wrapRow(vars.space["2"]), alignItems: "center", marginInlineStart: "auto" });

export const track = style({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "minmax(0,1fr)",
  gap: vars.space["4"],
});

/** display: none keeps hidden slides out of the Tab order. */
export const slide = style({ selectors: { '&:not([data-p="0"])': { display: "none" } } });

// One slide per view, two from `md`, CAROUSEL_VISIBLE (3) from `lg`.
globalStyle(`${track}>${slide}[data-p="1"]`, { "@media": { [breakpoints.md]: { display: "block" } } });
globalStyle(`${track}>${slide}[data-p="2"]`, { "@media": { [breakpoints.lg]: { display: "block" } } });

export const arrow = style({ fontSize: vars.size["2xl"], lineHeight: 1 });

/** The current slide is filled, the others hollow (shape, not colour alone). */
export const dot = style({
  width: 24,
  height: 24,
  padding: 0,
  borderRadius: "50%",
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.bg,
  selectors: { '&[aria-current="true"]': { background: vars.color.brand } },
});
