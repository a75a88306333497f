import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { disc, listReset, panelBox, stack } from "~/styles/rules";
import { breakpoints } from "~/styles/tokens";

export const stats = style({
  // One figure a row when the text is large for the screen, two from a phone's width at the default size.
  ...stack(vars.space["4"]),
  margin: 0,
  "@media": {
    [breakpoints.xs]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [breakpoints.md]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  },
});

export const stat = style({
  display: "flex",
  flexDirection: "column-reverse",
  alignItems: "center",
  textAlign: "center",
  gap: vars.space["1"],
  padding: vars.space["4"],
  ...panelBox,
});

export const statValue = style({
  margin: 0,
  // Smaller when the text is large for the screen, so "15,000+" fits its box unbroken.
  fontSize: vars.size.xl,
  "@media": { [breakpoints.xs]: { fontSize: vars.size["3xl"] } },
  fontWeight: vars.weight.bold,
  color: vars.color.brand,
  lineHeight: 1.1,
});

export const statLabel = style({ color: vars.color.muted });

export const mission = style({
  maxWidth: "48rem",
  marginInline: "auto",
  textAlign: "center",
});

export const missionText = style({ fontSize: vars.size.xl, lineHeight: 1.5, margin: 0 });

export const member = style({ textAlign: "center" });

export const avatar = style({
  ...disc("5rem"),
  marginInline: "auto",
  marginBottom: vars.space["3"],
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.size.xl,
  fontWeight: vars.weight.bold,
  letterSpacing: "0.05em",
});

export const role = style({ color: vars.color.brand, fontWeight: vars.weight.medium, marginBottom: vars.space["2"] });

export const timeline = style({
  ...listReset,
  position: "relative",
  display: "grid",
  gap: vars.space["5"],
  borderInlineStart: `3px solid ${vars.color.brandTint}`,
  paddingInlineStart: vars.space["5"],
  maxWidth: "48rem",
});

export const timelineItem = style({
  position: "relative",
  selectors: {
    "&::before": {
      content: '""',
      position: "absolute",
      insetInlineStart: `calc(-1 * ${vars.space["5"]} - 0.6rem - 1.5px)`,
      top: "0.3rem",
      width: "1.2rem",
      height: "1.2rem",
      borderRadius: vars.radius.full,
      background: vars.color.brand,
      border: `3px solid ${vars.color.bg}`,
    },
  },
});

export const year = style({
  display: "inline-block",
  fontWeight: vars.weight.bold,
  color: vars.color.brand,
  fontSize: vars.size.sm,
  marginBottom: vars.space["1"],
});
