import type { StyleRule } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** Spread into each style, so no style module is shared between chunks. */
export const dropdownPanel = {
  display: "block",
  position: "absolute",
  insetInline: 0,
  top: "100%",
  background: vars.color.bg,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
} satisfies StyleRule;
