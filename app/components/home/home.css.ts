import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { breakpoints } from "~/styles/tokens";
import { cardSurface } from "~/styles/utils.css";

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.brandTint}, ${vars.color.surface})`,
  paddingBlock: vars.space["7"],
  "@media": { [breakpoints.md]: { paddingBlock: vars.space["8"] } },
});

export const heroGrid = style({
  display: "grid",
  gap: vars.space["6"],
  alignItems: "center",
  "@media": { [breakpoints.md]: { gridTemplateColumns: "minmax(0, 1.1fr) minmax(0, 1fr)" } },
});

export const heroTitle = style({
  fontSize: vars.size["3xl"],
  "@media": { [breakpoints.lg]: { fontSize: vars.size["4xl"] } },
});

export const heroLead = style({ fontSize: vars.size.lg, color: vars.color.muted, marginBottom: vars.space["5"] });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"] });

/** Reserves the image's box from its width/height attributes, so nothing moves when it arrives. */
export const heroImage = style({
  width: "100%",
  height: "auto",
  aspectRatio: "3 / 2",
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const sectionHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space["3"],
  marginBottom: vars.space["4"],
});

export const categories = style({
  display: "grid",
  gap: vars.space["4"],
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 14rem), 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});

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

export const categoryImage = style({ width: "100%", height: "auto", aspectRatio: "4 / 3", objectFit: "cover" });

export const categoryBody = style({ padding: vars.space["4"], display: "grid", gap: vars.space["2"] });

export const categoryTitle = style({ fontSize: vars.size.lg, margin: 0 });

/** The title's link covers the whole card (one link per card, named by the title). */
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

/*
 * Space reserved for the below-the-fold sections until they are in (their
 * sections' padding and headings included). The carousel's cards are square
 * images plus a body, so that part follows the width: a vertical padding in %
 * is a share of the width (the box spans main; the cards sit in the
 * container: 1, 2 then 3 per view). The services grid gets a fixed part.
 */
const inner = (pad: string) => `(min(100%, ${vars.layout.maxWidth}) - 2 * ${pad})`;
const cards = (n: number, pad: string, extra: string) =>
  `calc((${inner(pad)} - ${n - 1} * ${vars.space["4"]}) / ${n} + ${extra})`;

export const belowFoldSpace = style({
  paddingTop: cards(1, vars.space["4"], "28rem"),
  paddingBottom: "128rem",
  "@media": {
    [breakpoints.sm]: { paddingBottom: "80rem" },
    [breakpoints.md]: { paddingTop: cards(2, vars.space["5"], "25rem"), paddingBottom: "69rem" },
    [breakpoints.lg]: { paddingTop: cards(3, vars.space["5"], "24rem"), paddingBottom: "49.5rem" },
  },
});
