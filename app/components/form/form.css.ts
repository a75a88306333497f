import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const field = style({ display: "grid", gap: vars.space["1"], marginBottom: vars.space["4"] });

export const label = style({ fontWeight: vars.weight.bold });

export const required = style({ color: vars.color.danger, marginInlineStart: "0.15em" });

export const control = style({
  width: "100%",
  minHeight: "2.75rem",
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  border: `1px solid ${vars.color.control}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg,
  color: vars.color.text,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 },
    "&:read-only": { background: vars.color.surface },
  },
});

export const textarea = style([control, { minHeight: "7rem", resize: "vertical" }]);

export const hint = style({ color: vars.color.muted, fontSize: vars.size.sm, margin: 0 });

export const error = style({
  color: vars.color.danger,
  fontSize: vars.size.sm,
  fontWeight: vars.weight.medium,
  margin: 0,
  display: "flex",
  gap: vars.space["1"],
  alignItems: "baseline",
});

export const note = style({ color: vars.color.muted, fontSize: vars.size.sm });

export const group = style({ border: 0, padding: 0, margin: `0 0 ${vars.space["4"]}`, minWidth: 0 });

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
