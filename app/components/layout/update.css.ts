import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The calm line about a move (UpdateLine): a bar along the bottom, over the page, under any dialog. */
export const line = style({
  position: "fixed",
  insetInline: 0,
  bottom: 0,
  zIndex: 105,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space["3"],
  margin: 0,
  padding: `${vars.space["2"]} ${vars.space["4"]}`,
  background: vars.color.dark,
  color: vars.color.onDark,
});

/** A lazy part's message where the part was (PartBoundary). */
export const part = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space["3"],
  margin: 0,
  padding: vars.space["4"],
});

// In a frame (CartFrame, LoadingFrame), the message stands in for its "Loading…".
globalStyle(`dialog :has(> .${part}) > [role="status"]`, { display: "none" });
