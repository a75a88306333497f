import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const content = style({ display: "flex", flexDirection: "column", gap: vars.space["4"], height: "100%" });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space["3"] });

export const item = style({
  display: "grid",
  gridTemplateColumns: "4rem 1fr",
  gap: vars.space["3"],
  padding: vars.space["3"],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { "&:focus-visible": { outline: vars.focusRing, outlineOffset: vars.focusOffset } },
});

export const thumb = style({
  width: "4rem",
  height: "4rem",
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const itemBody = style({ display: "grid", gap: vars.space["2"], minWidth: 0 });

export const name = style({ fontSize: vars.size.md, margin: 0, fontWeight: vars.weight.bold });

/** Under an item's name when it does not fit the chosen phone; here, so the drawer needs no stylesheet of fit's. */
export const fitNote = style({
  color: vars.color.danger,
  fontSize: vars.size.sm,
  fontWeight: vars.weight.medium,
  margin: 0,
});

export const unit = style({ color: vars.color.muted, fontSize: vars.size.sm, margin: 0 });

const spread = {
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space["2"],
} as const;

export const controls = style({ ...spread, flexWrap: "wrap" });

export const stepper = style({
  display: "inline-flex",
  alignItems: "center",
  border: `1px solid ${vars.color.control}`,
  borderRadius: vars.radius.md,
});

export const stepButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.25rem",
  height: "2.25rem",
  border: 0,
  background: "transparent",
  color: vars.color.text,
  fontSize: vars.size.lg,
  fontWeight: vars.weight.bold,
  borderRadius: vars.radius.md,
  selectors: { "&:hover": { background: vars.color.surfaceAlt } },
});

export const qty = style({ minWidth: "2.5rem", textAlign: "center", fontWeight: vars.weight.bold });

export const lineTotal = style({ fontWeight: vars.weight.bold, margin: 0 });

export const remove = style({
  minHeight: "2.25rem",
  minWidth: "2.25rem",
  padding: `0 ${vars.space["2"]}`,
  border: 0,
  background: "transparent",
  color: vars.color.danger,
  fontWeight: vars.weight.medium,
  textDecoration: "underline",
  textUnderlineOffset: "0.15em",
  borderRadius: vars.radius.sm,
  selectors: { "&:hover": { background: vars.color.dangerTint } },
});

export const listHead = style(spread);

export const listTitle = style({
  fontSize: vars.size.md,
  margin: 0,
  color: vars.color.muted,
  fontWeight: vars.weight.medium,
});

export const summary = style({
  marginTop: "auto",
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space["4"],
  display: "grid",
  gap: vars.space["3"],
});

export const totals = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: `${vars.space["1"]} ${vars.space["3"]}`,
  margin: 0,
});

export const term = style({ color: vars.color.muted });

export const value = style({ margin: 0, textAlign: "right", fontVariantNumeric: "tabular-nums" });

export const totalTerm = style({ fontWeight: vars.weight.bold, fontSize: vars.size.lg, color: vars.color.text });

export const totalValue = style([value, { fontWeight: vars.weight.bold, fontSize: vars.size.lg }]);

export const actions = style({ display: "grid", gap: vars.space["2"] });

export const empty = style({
  textAlign: "center",
  paddingBlock: vars.space["6"],
  display: "grid",
  gap: vars.space["3"],
  justifyItems: "center",
});

export const emptyText = style({ fontSize: vars.size.lg, fontWeight: vars.weight.bold, margin: 0 });
