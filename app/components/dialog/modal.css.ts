import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { breakpoints } from "~/styles/tokens";

// Modal's look, and the frames' (frames.tsx): the root imports this stylesheet, so the shell's carries it.
const base = style({
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
});

/** A dialog in the middle of the screen (Modal's default). */
export const center = style([
  base,
  {
    width: "min(100% - 1.5rem, 36rem)",
    maxHeight: "calc(100dvh - 1.5rem)",
    borderRadius: vars.radius.lg,
    margin: "auto",
  },
]);

/** A side drawer: full height at the inline end, the whole width on a phone. */
export const side = style([
  base,
  {
    margin: 0,
    marginLeft: "auto",
    height: "100dvh",
    width: "100%",
    maxWidth: "100%",
    "@media": { [breakpoints.sm]: { width: "28rem" } },
  },
]);

export const panel = style({
  display: "flex",
  flexDirection: "column",
  minHeight: "100%",
  padding: vars.space["5"],
  gap: vars.space["3"],
});

export const header = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space["3"],
});

export const title = style({ fontSize: vars.size.xl, margin: 0, paddingTop: vars.space["2"] });
export const close = style({ marginLeft: "auto", flexShrink: 0 });
export const description = style({ color: vars.color.muted });
export const body = style({ flex: "1 1 auto", minHeight: 0 });

// Room at the end while a toast shows in the dialog, so the last controls scroll clear of it.
globalStyle(`${center}:has([data-sonner-toast]), ${side}:has([data-sonner-toast])`, { paddingBottom: "8rem" });
