import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { breakpoints } from "./tokens";
import { autoColumns, listReset, offscreen, panelBox } from "./rules";

export const visuallyHidden = style({ ...offscreen, padding: 0, border: 0 });

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

export const grid = style({ ...autoColumns("auto-fill", "15rem", vars.space["4"]), ...listReset });

export const card = style({ ...panelBox, padding: vars.space["5"], boxShadow: vars.shadow.sm });

export const plainList = style(listReset);

export const cardSurface = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  height: "100%",
  ...panelBox,
  boxShadow: vars.shadow.sm,
});
