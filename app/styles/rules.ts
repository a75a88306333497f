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

/** One column that never grows past its box to fit a long word or ID (large text on a narrow phone). */
export function stack(gap: string): StyleRule {
  return { display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap };
}

/** Items side by side, wrapping onto more lines where they do not fit. */
export function wrapRow(gap: string): StyleRule {
  return { display: "flex", flexWrap: "wrap", gap };
}

/** Items one under another, `gap` apart. */
export function column(gap: string): StyleRule {
  return { display: "flex", flexDirection: "column", gap };
}

/** A bordered box on the page's background. */
export const panelBox = {
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
} satisfies StyleRule;

/** A fieldset drawn as a box on the section's surface (the shop's filters, the fit pickers). */
export const fieldBox = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space["4"],
  margin: `0 0 ${vars.space["4"]}`,
  minWidth: 0,
  background: vars.color.surface,
} satisfies StyleRule;

/** A small label in a rounded pill at the start of its column (a card's badge). */
export const pill = {
  alignSelf: "flex-start",
  margin: 0,
  padding: `0.1rem ${vars.space["2"]}`,
  borderRadius: vars.radius.full,
  fontSize: vars.size.xs,
  fontWeight: vars.weight.bold,
} satisfies StyleRule;

export const listReset = { listStyle: "none", padding: 0, margin: 0 } satisfies StyleRule;

/** Out of sight, still read by screen readers. */
export const offscreen = {
  position: "absolute",
  width: 1,
  height: 1,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} satisfies StyleRule;
