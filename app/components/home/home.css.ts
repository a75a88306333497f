import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { stack, wrapRow } from "~/styles/rules";
import { breakpoints } from "~/styles/tokens";
import { cardSurface, grid } from "~/styles/utils.css";

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.brandTint}, ${vars.color.surface})`,
  paddingBlock: vars.space["7"],
  "@media": { [breakpoints.md]: { paddingBlock: vars.space["8"] } },
});

export const heroGrid = style({
  ...stack(vars.space["6"]),
  alignItems: "center",
  // minmax(0, …): a column never grows to its longest word or button (large text on a narrow phone).
  "@media": { [breakpoints.md]: { gridTemplateColumns: "minmax(0, 1.1fr) minmax(0, 1fr)" } },
});

export const heroTitle = style({
  fontSize: vars.size["3xl"],
  "@media": { [breakpoints.lg]: { fontSize: vars.size["4xl"] } },
});

export const heroLead = style({ fontSize: vars.size.lg, color: vars.color.muted, marginBottom: vars.space["5"] });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"] });

export const heroImage = style({
  width: "100%",
  aspectRatio: "3 / 2",
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const sectionHead = style({
  ...wrapRow(vars.space["3"]),
  alignItems: "baseline",
  justifyContent: "space-between",
  marginBottom: vars.space["4"],
});

export const categories = style([grid, { gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 14rem), 1fr))" }]);

export const category = style([
  cardSurface,
  {
    overflow: "hidden",
    transition: "box-shadow 150ms ease, transform 150ms ease",
    selectors: {
      "&:hover": { boxShadow: vars.shadow.md },
      "&:focus-within": { outline: vars.focusRing, outlineOffset: vars.focusOffset },
    },
  },
]);

export const categoryImage = style({ width: "100%", aspectRatio: "4 / 3", objectFit: "cover" });

export const categoryBody = style({ padding: vars.space["4"], display: "grid", gap: vars.space["2"] });

export const categoryTitle = style({ fontSize: vars.size.lg, margin: 0 });

/** One link per card, named by the title. */
export const categoryLink = style({
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0 },
    "&:hover": { color: vars.color.brand, textDecoration: "underline" },
    "&:focus-visible": { outline: "none" },
  },
});

export const categoryText = style({ margin: 0, color: vars.color.muted, fontSize: vars.size.sm });

export const categoryMore = style({
  color: vars.color.brand,
  fontWeight: vars.weight.bold,
  fontSize: vars.size.sm,
  margin: 0,
});
