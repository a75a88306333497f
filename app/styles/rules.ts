import type { StyleRule } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { breakpoints } from "./tokens";

// Rules spread into each style that uses them, so no style module is shared between chunks.

/** A panel dropped full width below the header's bar (the mobile menu, the search panel). */
export const dropdownPanel = {
  display: "block",
  position: "absolute",
  insetInline: 0,
  top: "100%",
  background: vars.color.bg,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
} satisfies StyleRule;

/** A definition list: each term above its value when the text is large for the screen, beside it otherwise. */
export const factsGrid = {
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: `${vars.space["1"]} ${vars.space["4"]}`,
  margin: 0,
  "@media": { [breakpoints.xs]: { gridTemplateColumns: "auto 1fr" } },
} satisfies StyleRule;

/** As many columns at least `min` wide as fit; one, never wider than the screen, below `min`. */
export function autoColumns(repeat: "auto-fit" | "auto-fill", min: string, gap: string): StyleRule {
  return { display: "grid", gap, gridTemplateColumns: `repeat(${repeat}, minmax(min(100%, ${min}), 1fr))` };
}

/** A round badge of the given size, its content centred (a step's number, an icon, initials). */
export function disc(size: string): StyleRule {
  return { display: "grid", placeItems: "center", width: size, height: size, borderRadius: vars.radius.full };
}
