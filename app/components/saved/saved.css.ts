import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { breakpoints } from "~/styles/tokens";
import { card, plainList } from "~/styles/utils.css";

export const panel = style([
  card,
  // minmax(0, …): no line grows past the screen to fit a long word or ID (large text on a narrow phone).
  { display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space["4"] },
]);

export const title = style({ fontSize: vars.size.xl, margin: 0 });
export const lead = style({ margin: 0, color: vars.color.muted });

export const list = style([
  plainList,
  { display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space["3"] },
]);

export const entry = style({
  display: "grid",
  gap: vars.space["3"],
  alignItems: "center",
  padding: vars.space["4"],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [breakpoints.sm]: { gridTemplateColumns: "1fr auto" } },
});

export const entryTitle = style({ fontSize: vars.size.md, margin: 0, overflowWrap: "anywhere" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"], alignItems: "center" });

export const dialogText = style({ margin: `0 0 ${vars.space["4"]}` });
export const dialogActions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space["3"],
});
