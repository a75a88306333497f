import { style } from "@vanilla-extract/css";
import { autoColumns, pill, wrapRow } from "~/styles/rules";
import { vars } from "~/styles/theme.css";
import { cardSurface, plainList } from "~/styles/utils.css";

export const grid = style([plainList, autoColumns("auto-fill", "18rem", vars.space["4"])]);

export const card = style([
  cardSurface,
  { gap: vars.space["2"], padding: vars.space["5"], selectors: { "&:hover": { boxShadow: vars.shadow.md } } },
]);

export const title = style({ fontSize: vars.size.xl, margin: 0 });

/** One Tab stop, a big target. */
export const link = style({
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: vars.radius.lg },
    "&:hover": { textDecoration: "underline" },
  },
});

export const badge = style({ ...pill, background: vars.color.accent, color: vars.color.onAccent });

export const text = style({ color: vars.color.muted, margin: 0, flexGrow: 1 });

export const facts = style({ ...wrapRow(vars.space["2"]), justifyContent: "space-between", margin: 0 });

export const term = style({ color: vars.color.muted, fontSize: vars.size.sm });

export const value = style({ margin: 0 });

export const price = style({ fontWeight: vars.weight.bold, color: vars.color.brand, fontSize: vars.size.lg });

export const more = style({ fontWeight: vars.weight.bold, color: vars.color.brand });
