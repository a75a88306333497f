import { keyframes, style } from "@vanilla-extract/css";
import { wrapRow } from "~/styles/rules";
import { vars } from "~/styles/theme.css";
import { breakpoints, reducedMotion } from "~/styles/tokens";

export const body = style({ display: "contents" });

export const stepText = style({ margin: 0, fontWeight: vars.weight.bold, color: vars.color.text });

export const form = style({ display: "grid", gap: vars.space["1"] });

export const row = style({
  display: "grid",
  gap: `0 ${vars.space["3"]}`,
  gridTemplateColumns: "1fr",
  "@media": { [breakpoints.sm]: { gridTemplateColumns: "1fr 1fr" } },
});

// The primary action comes first in the markup: a plain wrap keeps the order seen the order Tab takes.
export const actions = style({
  ...wrapRow(vars.space["2"]),
  justifyContent: "space-between",
  marginTop: vars.space["3"],
});

export const actionsStart = style(wrapRow(vars.space["2"]));

const box = {
  margin: 0,
  padding: vars.space["3"],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
};

export const summaryBox = style({ ...box, marginBottom: vars.space["4"] });

export const errorSummary = style({
  ...box,
  border: `2px solid ${vars.color.danger}`,
  background: vars.color.dangerTint,
  color: vars.color.text,
  marginBottom: vars.space["4"],
});

export const errorTitle = style({ margin: 0, fontWeight: vars.weight.bold, color: vars.color.danger });
export const flush = style({ margin: 0 });

export const methods = style({ border: 0, padding: 0, margin: `0 0 ${vars.space["4"]}`, minWidth: 0 });

export const legend = style({ fontWeight: vars.weight.bold, padding: 0, marginBottom: vars.space["2"] });

export const options = style({ display: "grid", gap: vars.space["2"] });

export const option = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["3"],
  minHeight: "2.75rem",
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  border: `1px solid ${vars.color.control}`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
  selectors: {
    "&:has(input:checked)": { borderColor: vars.color.brand, borderWidth: 2, background: vars.color.brandTint },
  },
});

export const radio = style({
  width: "1.25rem",
  height: "1.25rem",
  margin: 0,
  accentColor: vars.color.brand,
  flexShrink: 0,
});

export const note = style({
  background: vars.color.brandTint,
  borderRadius: vars.radius.md,
  padding: vars.space["3"],
  margin: `0 0 ${vars.space["4"]}`,
});

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  width: "1.1rem",
  height: "1.1rem",
  borderRadius: "50%",
  border: "3px solid currentColor",
  borderRightColor: "transparent",
  animation: `${spin} 0.8s linear infinite`,
  "@media": { [reducedMotion]: { animation: "none", borderRightColor: "currentColor", opacity: 0.7 } },
});

export const pending = style([
  note,
  { display: "grid", gap: vars.space["2"], border: `1px solid ${vars.color.brand}`, margin: `${vars.space["3"]} 0 0` },
]);

export const progress = style({ width: "100%", height: "0.75rem", accentColor: vars.color.brand });

export const large = style({ fontSize: vars.size.lg, margin: 0 });

export const facts = {
  facts: style({
    ...box,
    display: "grid",
    gridTemplateColumns: "auto 1fr",
    gap: `${vars.space["2"]} ${vars.space["4"]}`,
  }),
  term: style({ color: vars.color.muted }),
  value: style({ margin: 0, fontWeight: vars.weight.bold, overflowWrap: "anywhere" }),
};

export const nextList = style({
  margin: 0,
  paddingInlineStart: vars.space["5"],
  display: "grid",
  gap: vars.space["1"],
});

export const panel = style({ display: "grid", gap: vars.space["3"] });

export const copyList = style({ ...box, display: "grid", gap: vars.space["2"] });

export const copyRow = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  alignItems: "center",
  gap: `0 ${vars.space["2"]}`,
});

export const copyValue = style({
  gridColumn: 1,
  margin: 0,
  fontWeight: vars.weight.bold,
  fontSize: vars.size.lg,
  overflowWrap: "anywhere",
});

export const copyAction = style({ gridColumn: 2, gridRow: "1 / span 2", margin: 0 });
