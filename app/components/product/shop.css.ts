import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { fieldBox, wrapRow } from "~/styles/rules";
import { breakpoints } from "~/styles/tokens";
import { grid } from "~/styles/utils.css";

export const head = style({ marginBottom: vars.space["5"] });

export const searchRow = style({ ...wrapRow(vars.space["3"]), alignItems: "flex-end", marginBottom: vars.space["4"] });

export const searchField = style({ flex: "1 1 16rem", marginBottom: 0 });

export const toolbar = style({
  ...wrapRow(vars.space["3"]),
  alignItems: "center",
  justifyContent: "space-between",
  marginBottom: vars.space["4"],
});

export const chips = style({ display: "flex", flexWrap: "wrap", gap: vars.space["2"] });

export const chip = style({
  display: "inline-flex",
  // The count goes under the name when the two are wider than the screen (large text on a narrow phone).
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space["2"],
  minHeight: "2.75rem",
  paddingInline: vars.space["4"],
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.control}`,
  background: vars.color.bg,
  color: vars.color.text,
  fontWeight: vars.weight.medium,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.surfaceAlt, color: vars.color.text },
    '&[aria-current="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
});

export const count = style({
  fontSize: vars.size.xs,
  fontWeight: vars.weight.bold,
  padding: `0 ${vars.space["2"]}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
});

export const tools = style({ display: "flex", flexWrap: "wrap", gap: vars.space["2"], alignItems: "center" });

export const segmented = style({
  display: "inline-flex",
  border: `2px solid ${vars.color.control}`,
  borderRadius: vars.radius.md,
  overflow: "hidden",
});

export const segment = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["1"],
  minHeight: "2.5rem",
  paddingInline: vars.space["3"],
  border: 0,
  background: vars.color.bg,
  fontWeight: vars.weight.medium,
  selectors: {
    "&:hover": { background: vars.color.surfaceAlt },
    '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.onBrand },
    "&:focus-visible": { outlineOffset: "-4px", outlineColor: vars.color.focus },
  },
});

export const panel = style({
  ...fieldBox,
  display: "grid",
  gap: vars.space["3"],
  gridTemplateColumns: "1fr",
  alignItems: "end",
  "@media": { [breakpoints.md]: { gridTemplateColumns: "1fr 1fr 1.4fr auto" } },
});

export const panelLegend = style({ fontWeight: vars.weight.bold, padding: 0, marginBottom: vars.space["2"] });

export const panelActions = style({ display: "flex", gap: vars.space["2"], flexWrap: "wrap" });

export const status = style({ color: vars.color.muted, margin: `0 0 ${vars.space["3"]}` });

export const resultsTitle = style({ fontSize: vars.size.xl, margin: `0 0 ${vars.space["2"]}` });

export const list = styleVariants({ grid: [grid], list: [grid, { gridTemplateColumns: "1fr" }] });

export const item = style({ borderRadius: vars.radius.lg });

export const more = style({ display: "flex", justifyContent: "center", marginTop: vars.space["6"] });

export const empty = style({
  textAlign: "center",
  padding: vars.space["6"],
  border: `1px dashed ${vars.color.control}`,
  borderRadius: vars.radius.lg,
});
