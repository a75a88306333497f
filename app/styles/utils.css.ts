import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { breakpoints } from "./tokens";

export const visuallyHidden = style({
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});

export const container = style({
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  marginInline: "auto",
  paddingInline: vars.space["4"],
  "@media": { [breakpoints.md]: { paddingInline: vars.space["5"] } },
});

export const section = style({
  paddingBlock: vars.space["7"],
});

export const sectionAlt = style([section, { background: vars.color.surface }]);

export const pageTitle = style({
  fontSize: vars.size["3xl"],
  "@media": { [breakpoints.md]: { fontSize: vars.size["4xl"] } },
});

export const sectionTitle = style({ fontSize: vars.size["2xl"] });

export const lead = style({ fontSize: vars.size.lg, color: vars.color.muted, maxWidth: "40rem" });

export const grid = style({
  display: "grid",
  gap: vars.space["4"],
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 15rem), 1fr))",
  padding: 0,
  margin: 0,
  listStyle: "none",
});

export const card = style({
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space["5"],
  boxShadow: vars.shadow.sm,
});

export const plainList = style({ listStyle: "none", padding: 0, margin: 0 });

export const cardSurface = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  height: "100%",
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});
