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
