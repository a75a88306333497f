import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const panel = style({
  position: "absolute",
  insetInline: 0,
  top: "100%",
  background: vars.color.bg,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  paddingBlock: vars.space["3"],
});

export const label = style({ display: "block", fontWeight: vars.weight.medium, marginBottom: vars.space["1"] });

export const input = style({
  width: "100%",
  minHeight: "2.75rem",
  paddingInline: vars.space["3"],
  border: `2px solid ${vars.color.control}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg,
  color: vars.color.text,
  fontSize: vars.size.md,
});

export const listbox = style({
  listStyle: "none",
  margin: `${vars.space["2"]} 0 0`,
  padding: 0,
  maxHeight: "min(28rem, 65vh)",
  overflowY: "auto",
});

export const option = style({
  display: "flex",
  flexDirection: "column",
  gap: "0.125rem",
  minHeight: "2.75rem",
  justifyContent: "center",
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.surfaceAlt,
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: "-2px",
    },
  },
});

export const optionName = style({ fontWeight: vars.weight.medium });

export const optionMeta = style({ fontSize: vars.size.sm, color: vars.color.muted });

export const seeAll = style([option, { color: vars.color.brand, fontWeight: vars.weight.bold }]);

/** The typed part: bold and underlined on the tint (brand on tint 6.0:1). */
export const mark = style({
  background: vars.color.brandTint,
  color: vars.color.text,
  fontWeight: vars.weight.bold,
  textDecoration: "underline",
});
