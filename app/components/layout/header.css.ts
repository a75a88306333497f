import { style } from "@vanilla-extract/css";
import { dropdownPanel } from "~/styles/rules";
import { vars } from "~/styles/theme.css";
import { breakpoints } from "~/styles/tokens";
import { container } from "~/styles/utils.css";

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 20,
  background: vars.color.bg,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

/*
 * One bar that wraps rather than overlaps. In DOM (so keyboard) order: the logo, the tools
 * (search, Call Now and Book Service from `md`, cart, menu button) and the navigation, which is a
 * menu under the bar below `xl` and the bar's second row from `xl`. Breakpoints are in em, so a
 * larger default text size lays out as a narrower window would. When the logo and the tools do
 * not fit on one line (320 px at 200 % text) the tools wrap to a row of their own, right-aligned.
 * Every control keeps its 44 px (2.75rem) target and its label.
 */
export const bar = style([
  container,
  {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    columnGap: vars.space["2"],
    rowGap: vars.space["2"],
    minHeight: vars.layout.headerHeight,
    paddingBlock: vars.space["2"],
    "@media": {
      // Below 280 px of 16 px text (320 px at 125 % and more): the bar's own margins give the tools room.
      "screen and (max-width: 17.5em)": { paddingInline: vars.space["2"] },
      [breakpoints.sm]: { columnGap: vars.space["3"] },
    },
  },
]);

/**
 * The logo's slot takes the room the tools leave; it never gets narrower than the logo's text
 * (min-content: its longest word), so below `sm` the name wraps onto two lines before the tools
 * move to their own row, and from `sm` (where the name stays on one line) the tools wrap first.
 */
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

/** From `xl` the navigation is the bar's second row. */
const barRow = {
  display: "block",
  flex: "0 0 100%",
  position: "static",
  boxShadow: "none",
  border: 0,
  padding: 0,
  visibility: "visible",
} as const;

/**
 * Below `xl` the menu is a panel under the bar, laid out while closed and only invisible (out of the
 * accessibility tree and the Tab order as with display: none), so opening it repaints and lays nothing out.
 */
export const nav = style({
  ...dropdownPanel,
  padding: vars.space["3"],
  visibility: "hidden",
  "@media": { [breakpoints.xl]: barRow },
});

export const navOpen = style([nav, { visibility: "visible" }]);

export const navList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space["1"],
  "@media": {
    // In the bar's second row the first link's text lines up with the logo (its padding sits in the margin).
    [breakpoints.xl]: {
      flexDirection: "row",
      gap: vars.space["1"],
      marginInlineStart: `calc(-1 * ${vars.space["3"]})`,
    },
  },
});

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

/** From `lg` the tools grow, and the search field in them takes the room. */
export const tools = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  alignItems: "center",
  gap: vars.space["1"],
  marginInlineStart: "auto",
  "@media": {
    [breakpoints.sm]: { gap: vars.space["2"] },
    [breakpoints.lg]: { flex: "1 1 auto" },
  },
});

/** Call Now / Book Service in the bar from tablet width; inside the menu below it. */
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
  display: "flex",
  gap: vars.space["2"],
  flexWrap: "wrap",
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
