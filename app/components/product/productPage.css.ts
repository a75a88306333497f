import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { column, factsGrid, listReset, stack, wrapRow } from "~/styles/rules";
import { breakpoints } from "~/styles/tokens";
import * as card from "./productCard.css";

export const crumbs = style({
  ...wrapRow(vars.space["2"]),
  ...listReset,
  margin: `0 0 ${vars.space["5"]}`,
  fontSize: vars.size.sm,
});

export const crumb = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["2"],
  selectors: { "&:not(:last-child)::after": { content: '"›"', color: vars.color.muted } },
});

/** Links in running text keep 24px targets (WCAG 2.5.8) with a little padding. */
export const crumbLink = style({ display: "inline-block", paddingBlock: vars.space["1"] });

export const layout = style({
  ...stack(vars.space["6"]),
  alignItems: "start",
  "@media": { [breakpoints.md]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});

// The card's (its flex-shrink does nothing in this grid), rounded.
export const media = style([card.media.grid, { borderRadius: vars.radius.lg, overflow: "hidden" }]);

export const image = style({ width: "100%", aspectRatio: "1 / 1" });

// The card's, larger.
export const badge = style([card.badge, { fontSize: vars.size.sm, lineHeight: "inherit" }]);

export const info = style(column(vars.space["3"]));

export const title = style({ fontSize: vars.size["3xl"], margin: 0 });

export const meta = style({ margin: 0, color: vars.color.muted });

export const prices = style([card.prices, { gap: vars.space["3"], marginTop: 0 }]);

export const price = style({ fontSize: vars.size["2xl"], fontWeight: vars.weight.bold });

export const original = style({ color: vars.color.muted });

export const saving = style({ color: vars.color.accent, fontWeight: vars.weight.bold, margin: 0 });

export const stock = style({ color: vars.color.success, fontWeight: vars.weight.medium, margin: 0 });

export const buy = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space["3"] });

export const stepperLabel = style({ display: "block", fontWeight: vars.weight.medium, marginBottom: vars.space["1"] });

export const stepper = style({
  display: "inline-grid",
  // The field, not the buttons, gives way when the stepper is wider than the screen (large text on a narrow phone).
  gridTemplateColumns: "2.75rem minmax(0, 3.5rem) 2.75rem",
  border: `2px solid ${vars.color.control}`,
  borderRadius: vars.radius.md,
  overflow: "hidden",
  maxWidth: "100%",
});

export const stepperButton = style({
  width: "2.75rem",
  minHeight: "2.75rem",
  border: 0,
  background: vars.color.bg,
  fontSize: vars.size.xl,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceAlt } },
});

export const stepperInput = style({
  width: "100%",
  border: 0,
  borderInline: `1px solid ${vars.color.border}`,
  textAlign: "center",
  background: vars.color.bg,
  MozAppearance: "textfield",
  selectors: {
    "&::-webkit-inner-spin-button, &::-webkit-outer-spin-button": { WebkitAppearance: "none", margin: 0 },
  },
});

export const specs = style({
  ...factsGrid,
  "@media": { [breakpoints.xs]: { gridTemplateColumns: "max-content 1fr", rowGap: vars.space["2"] } },
});

export const specTerm = style({ fontWeight: vars.weight.bold });

export const specValue = style({ margin: 0 });

export const subTitle = style({ fontSize: vars.size.xl, margin: `${vars.space["3"]} 0 0` });

export const related = style({ marginTop: vars.space["7"] });
