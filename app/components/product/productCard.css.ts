import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { column, wrapRow } from "~/styles/rules";
import { breakpoints } from "~/styles/tokens";
import { cardSurface } from "~/styles/utils.css";

const cardBase = style([cardSurface, { overflow: "hidden" }]);

export const card = styleVariants({
  grid: [cardBase],
  list: [
    cardBase,
    {
      "@media": {
        [breakpoints.sm]: { flexDirection: "row", alignItems: "stretch" },
      },
    },
  ],
});

const mediaBase = style({ position: "relative", background: vars.color.surface, flexShrink: 0 });

export const media = styleVariants({
  grid: [mediaBase],
  list: [mediaBase, { "@media": { [breakpoints.sm]: { width: "11rem" } } }],
});

export const image = style({ width: "100%", aspectRatio: "1 / 1", objectFit: "cover" });

export const badge = style({
  position: "absolute",
  top: vars.space["3"],
  left: vars.space["3"],
  padding: `${vars.space["1"]} ${vars.space["2"]}`,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.size.xs,
  fontWeight: vars.weight.bold,
  lineHeight: 1.2,
});

export const body = style({ ...column(vars.space["2"]), padding: vars.space["4"], flex: "1 1 auto" });

export const name = style({ fontSize: vars.size.lg, margin: 0 });

/** The name is the link to the product page; underlined so it reads as one (WCAG 1.4.1). */
export const nameLink = style({
  color: vars.color.text,
  textDecorationThickness: "1px",
  textUnderlineOffset: "0.2em",
  selectors: { "&:hover": { color: vars.color.brand, textDecorationThickness: "2px" } },
});

export const description = style({ color: vars.color.muted, fontSize: vars.size.sm, margin: 0 });

export const rating = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["1"],
  fontSize: vars.size.sm,
  color: vars.color.muted,
  margin: 0,
});

export const star = style({ color: vars.color.star });

export const prices = style({ ...wrapRow(vars.space["2"]), alignItems: "baseline", margin: 0, marginTop: "auto" });

export const price = style({ fontSize: vars.size.lg, fontWeight: vars.weight.bold });

export const original = style({ color: vars.color.muted, fontSize: vars.size.sm });

export const add = style({ width: "100%" });
