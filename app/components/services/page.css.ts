import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { autoColumns, column, disc, panelBox, pill, stack, wrapRow } from "~/styles/rules";
import { breakpoints } from "~/styles/tokens";
import { cardSurface, plainList } from "~/styles/utils.css";

export const intro = style({ color: vars.color.muted, maxWidth: "40rem", marginBottom: vars.space["5"] });

/** The number is the list marker, shown as a badge. */
export const steps = style([plainList, autoColumns("auto-fit", "14rem", vars.space["4"]), { counterReset: "step" }]);

export const step = style({
  counterIncrement: "step",
  selectors: {
    "&::before": {
      content: "counter(step)",
      ...disc("2.5rem"),
      marginBottom: vars.space["3"],
      background: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.weight.bold,
    },
  },
});

export const areas = style([
  plainList,
  {
    columns: "10rem auto",
    columnGap: vars.space["5"],
  },
]);

export const area = style({
  paddingBlock: vars.space["1"],
  selectors: {
    "&::before": {
      content: '""',
      display: "inline-block",
      width: "0.5rem",
      height: "0.5rem",
      marginInlineEnd: vars.space["2"],
      borderRadius: vars.radius.full,
      background: vars.color.brand,
    },
  },
});

export const cta = style({
  background: vars.color.brandTint,
  paddingBlock: vars.space["7"],
  textAlign: "center",
});

export const ctaText = style({ maxWidth: "40rem", marginInline: "auto" });

export const ctaActions = style({ ...wrapRow(vars.space["3"]), justifyContent: "center", marginTop: vars.space["4"] });

export const brands = style([plainList, autoColumns("auto-fill", "13rem", vars.space["3"])]);

export const brand = style({ ...panelBox, padding: vars.space["4"], borderRadius: vars.radius.md });

export const brandName = style({ fontWeight: vars.weight.bold, fontSize: vars.size.lg, margin: 0 });

export const quoteCard = style({
  height: "100%",
  margin: 0,
  padding: vars.space["5"],
  ...panelBox,
  ...column(vars.space["3"]),
});

export const quote = style({ margin: 0, fontSize: vars.size.lg, flexGrow: 1 });
// Classes, not style="": a page prerendered to HTML would have its style attributes refused by the CSP.
export const quoteText = style({ margin: 0 });
export const stars = style({ color: vars.color.star, margin: 0 });
export const who = style({ fontWeight: vars.weight.bold });
export const whoArea = style({ color: vars.color.muted, fontWeight: vars.weight.regular });

export const packages = style([
  plainList,
  autoColumns("auto-fit", "17rem", vars.space["5"]),
  { alignItems: "stretch" },
]);

// Less padding and a smaller price when the text is large for the screen, so the price fits unbroken.
export const pkg = style([
  cardSurface,
  { gap: vars.space["3"], padding: vars.space["4"], "@media": { [breakpoints.xs]: { padding: vars.space["5"] } } },
]);

export const pkgPopular = style([pkg, { border: `3px solid ${vars.color.brand}`, boxShadow: vars.shadow.md }]);

export const pkgName = style({ fontSize: vars.size.xl, margin: 0 });

export const popular = style({ ...pill, background: vars.color.brand, color: vars.color.onBrand });

export const price = style({ margin: 0, ...wrapRow(vars.space["2"]), alignItems: "baseline" });
export const priceNow = style({
  fontSize: vars.size.lg,
  fontWeight: vars.weight.bold,
  color: vars.color.text,
  "@media": { [breakpoints.xs]: { fontSize: vars.size["2xl"] } },
});
export const priceWas = style({ color: vars.color.muted });
export const duration = style({ margin: 0, color: vars.color.muted });

export const features = style([plainList, { ...stack(vars.space["2"]), flexGrow: 1 }]);
export const feature = style({
  paddingInlineStart: "1.5rem",
  position: "relative",
  selectors: {
    "&::before": {
      content: '"✓"',
      position: "absolute",
      insetInlineStart: 0,
      color: vars.color.brand,
      fontWeight: vars.weight.bold,
    },
  },
});
