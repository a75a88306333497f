import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { breakpoints } from "~/styles/tokens";

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 20,
  background: vars.color.bg,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["3"],
  minHeight: vars.layout.headerHeight,
});

export const logo = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["2"],
  fontWeight: vars.weight.bold,
  fontSize: vars.size.lg,
  color: vars.color.text,
  textDecoration: "none",
  marginRight: "auto",
  minHeight: "2.75rem",
  whiteSpace: "nowrap",
  // Phones under 400px: the name takes two lines, so logo, search, cart and menu fit without sideways scrolling.
  "@media": { "screen and (max-width: 24.99em)": { whiteSpace: "normal", fontSize: vars.size.md, lineHeight: 1.15 } },
});

export const logoMark = style({ color: vars.color.brand, flexShrink: 0 });

export const nav = style({
  display: "none",
  "@media": { [breakpoints.xl]: { display: "block" } },
});

export const navOpen = style({
  display: "block",
  position: "absolute",
  insetInline: 0,
  top: "100%",
  background: vars.color.bg,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  padding: vars.space["3"],
  "@media": {
    [breakpoints.xl]: {
      position: "static",
      boxShadow: "none",
      border: 0,
      padding: 0,
    },
  },
});

export const navList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space["1"],
  "@media": { [breakpoints.xl]: { flexDirection: "row", gap: vars.space["1"] } },
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

export const actions = style({ display: "flex", alignItems: "center", gap: vars.space["2"] });

/** Call Now / Book Service in the bar from tablet width; inside the menu below it. */
export const wideActions = style({
  display: "none",
  gap: vars.space["2"],
  "@media": { [breakpoints.md]: { display: "flex" } },
});

export const nowrap = style({ whiteSpace: "nowrap" });

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
