import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { disc, panelBox, stack, wrapRow } from "~/styles/rules";
import { card, plainList } from "~/styles/utils.css";
import { breakpoints } from "~/styles/tokens";

export const layout = style(stack(vars.space["6"]));

export const searchCard = style([card, { maxWidth: "42rem" }]);

export const searchRow = style({
  display: "grid",
  gap: vars.space["3"],
  alignItems: "start",
  "@media": { [breakpoints.sm]: { gridTemplateColumns: "1fr auto" } },
});

export const searchButton = style({ "@media": { [breakpoints.sm]: { marginTop: "1.8rem" } } });

/** Its room is kept (an ID wraps on phones), so the demo buttons below never move. */
export const status = style({
  minHeight: `calc(2em * ${vars.lineHeight.body})`,
  margin: 0,
  color: vars.color.muted,
  fontWeight: vars.weight.medium,
  "@media": { [breakpoints.sm]: { minHeight: `calc(1em * ${vars.lineHeight.body})` } },
});

export const demo = style({ ...wrapRow(vars.space["2"]), alignItems: "center", marginTop: vars.space["3"] });
export const demoLabel = style({ margin: 0, color: vars.color.muted, fontSize: vars.size.sm, width: "100%" });

export const result = style({ ...stack(vars.space["5"]), transition: "opacity 150ms ease" });
export const stale = style({ opacity: 0.55 });

export const head = style({
  // A long order ID breaks rather than widening the page (large text on a narrow phone).
  overflowWrap: "anywhere",
  ...wrapRow(vars.space["3"]),
  alignItems: "baseline",
  justifyContent: "space-between",
});

export const badge = style({
  display: "inline-block",
  padding: `0.15rem ${vars.space["3"]}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandTint,
  color: vars.color.brandStrong,
  fontWeight: vars.weight.bold,
});

export const panels = style({
  ...stack(vars.space["4"]),
  "@media": { [breakpoints.md]: { gridTemplateColumns: "1fr 1fr" } },
});

export const panel = style({
  padding: vars.space["4"],
  "@media": { [breakpoints.sm]: { padding: vars.space["5"] } },
  ...panelBox,
});

export const panelTitle = style({ fontSize: vars.size.lg });

export const tableScroll = style({ overflowX: "auto", "@media": { [breakpoints.xs]: { overflowX: "visible" } } });
/* Below `sm` cells are narrower and prices may wrap ("KSh" over the amount): the items table fits 320 px. */
const cell = style({
  textAlign: "start",
  padding: `${vars.space["2"]} ${vars.space["1"]}`,
  "@media": { [breakpoints.sm]: { padding: `${vars.space["2"]} ${vars.space["2"]}` } },
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "top",
});
export const itemsTable = {
  table: style({ width: "100%", borderCollapse: "collapse" }),
  cell,
  num: style([cell, { textAlign: "end", "@media": { [breakpoints.sm]: { whiteSpace: "nowrap" } } }]),
};

export const steps = style([plainList, { display: "grid", gridTemplateColumns: "minmax(0, 1fr)" }]);

export const step = style({
  position: "relative",
  paddingInlineStart: "3rem",
  paddingBottom: vars.space["5"],
  selectors: {
    "&::before": {
      content: '""',
      position: "absolute",
      insetInlineStart: "0.95rem",
      top: "2rem",
      bottom: 0,
      width: 2,
      background: vars.color.border,
    },
    "&:last-child::before": { display: "none" },
  },
});

export const marker = style({
  position: "absolute",
  insetInlineStart: 0,
  top: 0,
  ...disc("2rem"),
  border: `2px solid ${vars.color.control}`,
  background: vars.color.bg,
  color: vars.color.muted,
  fontWeight: vars.weight.bold,
});

export const markerDone = style([
  marker,
  { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
]);
export const markerCurrent = style([
  marker,
  { borderColor: vars.color.brand, color: vars.color.brand, boxShadow: `0 0 0 4px ${vars.color.brandTint}` },
]);

export const stepTitle = style({
  fontSize: vars.size.md,
  margin: 0,
  // Flex items never shrink below their longest word: large text on a narrow phone would push them off screen.
  overflowWrap: "anywhere",
  ...wrapRow(vars.space["2"]),
  alignItems: "baseline",
});

export const stepState = style({ fontSize: vars.size.sm, fontWeight: vars.weight.bold, color: vars.color.muted });
export const stepStateOn = style([stepState, { color: vars.color.brand }]);

export const stepText = style({ margin: `${vars.space["1"]} 0 0`, color: vars.color.muted });

export const notice = style({
  padding: vars.space["4"],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerTint,
  color: vars.color.text,
  maxWidth: "42rem",
});

export const delivery = style({ fontSize: vars.size.lg, fontWeight: vars.weight.bold, margin: 0 });

/** A viewport tall from the moment a search starts, so the footer never moves into view (no layout shift). */
export const resultArea = style({ minHeight: "100vh", display: "grid", alignContent: "start" });

export const keptOrdersBox = style({ minHeight: "3rem" });
