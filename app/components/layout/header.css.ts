import { style } from "@vanilla-extract/css";
import { column, dropdownPanel, wrapRow } from "~/styles/rules";
import { vars } from "~/styles/theme.css";
import { breakpoints } from "~/styles/tokens";
import { container, plainList } from "~/styles/utils.css";

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 20,
  background: vars.color.bg,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

// One bar that wraps rather than overlaps; breakpoints in em, so larger text lays out as a narrower window would.
export const bar = style([
  container,
  {
    ...wrapRow(vars.space["2"]),
    alignItems: "center",
    minHeight: vars.layout.headerHeight,
    paddingBlock: vars.space["2"],
    "@media": {
      // Below 280 px of 16 px text (320 px at 125 % and more): the bar's own margins give the tools room.
      "screen and (max-width: 17.5em)": { paddingInline: vars.space["2"] },
      [breakpoints.sm]: { columnGap: vars.space["3"] },
    },
  },
]);

/** Never narrower than the logo's longest word, so below `sm` the name wraps before the tools move to a row. */
export const brand = style({
  flex: "1 1 0",
  minWidth: "min-content",
  "@media": { [breakpoints.lg]: { flex: "0 0 auto" } },
});

export const logo = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["2"],
  fontWeight: vars.weight.bold,
  fontSize: vars.size.md,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  textDecoration: "none",
  minHeight: "2.75rem",
  "@media": { [breakpoints.sm]: { fontSize: vars.size.lg, whiteSpace: "nowrap" } },
});

export const logoMark = style({ color: vars.color.brand, flexShrink: 0 });

/** Below `xl` the menu is laid out while closed and only invisible, so opening it lays nothing out. */
export const nav = style({
  ...dropdownPanel,
  padding: vars.space["3"],
  visibility: "hidden",
  "@media": {
    [breakpoints.xl]: {
      display: "block",
      flex: "0 0 100%",
      position: "static",
      boxShadow: "none",
      border: 0,
      padding: 0,
      visibility: "visible",
    },
  },
});

export const navOpen = style([nav, { visibility: "visible" }]);

export const navList = style([
  plainList,
  {
    ...column(vars.space["1"]),
    // In the bar's second row the first link's text lines up with the logo (its padding sits in the margin).
    "@media": { [breakpoints.xl]: { flexDirection: "row", marginInlineStart: `calc(-1 * ${vars.space["3"]})` } },
  },
]);

export const navLink = style({
  display: "flex",
  alignItems: "center",
  minHeight: "2.75rem",
  paddingInline: vars.space["3"],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: vars.weight.medium,
  whiteSpace: "nowrap",
  selectors: {
    "&:hover": { background: vars.color.surfaceAlt, color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.brand, textDecoration: "underline", textDecorationThickness: "2px" },
  },
});

export const tools = style({
  ...wrapRow(vars.space["1"]),
  justifyContent: "flex-end",
  alignItems: "center",
  marginInlineStart: "auto",
  "@media": {
    [breakpoints.sm]: { gap: vars.space["2"] },
    [breakpoints.lg]: { flex: "1 1 auto" },
  },
});

export const wideActions = style({
  display: "none",
  gap: vars.space["2"],
  // In the bar the two links keep to one line each; in the menu (mobileExtras) they may wrap.
  whiteSpace: "nowrap",
  "@media": { [breakpoints.md]: { display: "flex" } },
});

export const menuToggle = style({
  display: "flex",
  "@media": { [breakpoints.xl]: { display: "none" } },
});

export const mobileExtras = style({
  ...wrapRow(vars.space["2"]),
  marginTop: vars.space["3"],
  "@media": { [breakpoints.md]: { display: "none" } },
});

export const cartButton = style({ position: "relative" });

export const badge = style({
  position: "absolute",
  top: 2,
  right: 0,
  minWidth: "1.25rem",
  height: "1.25rem",
  paddingInline: "0.25rem",
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.size.xs,
  fontWeight: vars.weight.bold,
  lineHeight: "1.25rem",
  textAlign: "center",
});
