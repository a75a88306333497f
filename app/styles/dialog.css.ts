import { style, type StyleRule } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { breakpoints } from "./tokens";

/** Spread into Modal's styles and the HTML's closed dialogs alike, so the shell's script carries no Modal class. */
export const dialogBase = {
  padding: 0,
  border: 0,
  color: vars.color.text,
  background: vars.color.bg,
  boxShadow: vars.shadow.lg,
  maxHeight: "100dvh",
  // Modal dialogs scroll on their own: keep a focused field clear of the
  // toasts that show at the bottom of the open dialog (WCAG 2.4.11).
  scrollPaddingBottom: "7rem",
  scrollPaddingTop: vars.space["4"],
  selectors: {
    "&::backdrop": { background: vars.color.overlay },
  },
} satisfies StyleRule;

/** A dialog in the middle of the screen (Modal's default). */
export const centered = {
  width: "min(100% - 1.5rem, 36rem)",
  maxHeight: "calc(100dvh - 1.5rem)",
  borderRadius: vars.radius.lg,
  margin: "auto",
} satisfies StyleRule;

/** A side drawer: full height at the inline end, the whole width on a phone. */
export const drawer = {
  margin: 0,
  marginLeft: "auto",
  height: "100dvh",
  width: "100%",
  maxWidth: "100%",
  "@media": { [breakpoints.sm]: { width: "28rem" } },
} satisfies StyleRule;

export const dialogPanel = {
  display: "flex",
  flexDirection: "column",
  minHeight: "100%",
  padding: vars.space["5"],
  gap: vars.space["3"],
} satisfies StyleRule;

export const dialogHeader = {
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space["3"],
} satisfies StyleRule;

export const dialogTitle = { fontSize: vars.size.xl, margin: 0, paddingTop: vars.space["2"] } satisfies StyleRule;

export const dialogClose = { marginLeft: "auto", flexShrink: 0 } satisfies StyleRule;

// The same looks as classes, for dialogs the build writes into every page's HTML (their script uses none).
export const centerDialog = style([dialogBase, centered]);
export const sideDialog = style([dialogBase, drawer]);
export const panel = style(dialogPanel);
export const header = style(dialogHeader);
export const title = style(dialogTitle);
export const close = style(dialogClose);
