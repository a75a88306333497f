import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** A message and its button, side by side while they fit. */
const row = { flexWrap: "wrap", alignItems: "center", gap: vars.space["3"], margin: 0 } as const;

/** The lines about a move (app/lib/browser/update.ts): a bar along the bottom, over the page, under any dialog. */
export const line = style({
  ...row,
  position: "fixed",
  insetInline: 0,
  bottom: 0,
  zIndex: 105,
  display: "none",
  justifyContent: "center",
  padding: `${vars.space["2"]} ${vars.space["4"]}`,
  background: vars.color.dark,
  color: vars.color.onDark,
});

/** "Updating the shop…", while the page moves to the new version. */
export const updating = style({ selectors: { 'html[data-update="updating"] &': { display: "flex" } } });

/** The calm line with its Reload button, when the new version cannot load. */
export const stuck = style({ selectors: { 'html[data-update="stuck"] &': { display: "flex" } } });

/** A lazy part's message where the part was (PartBoundary); none while the page moves anyway. */
export const part = style({
  ...row,
  display: "flex",
  padding: vars.space["4"],
  selectors: { 'html[data-update="updating"] &': { display: "none" } },
});

// In a dialog still saying "Loading…", the message stands in for it.
globalStyle(`dialog :has(> .${part}) > [role="status"]`, { display: "none" });
