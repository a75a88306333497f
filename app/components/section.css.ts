import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/*
 * PageHero's, TitledCardList's and the pages' shared card classes (about,
 * contact, the services pages). Not in styles/utils.css: that module is part
 * of the shell every page loads (/ included); these load with the
 * pages that use them (one chunk with Section and PageHero).
 */

/**
 * A section far below the fold is neither styled, laid out nor painted until the visitor nears
 * it: when the route replaces the first paint, the browser renders what is on screen, not the
 * whole page (on /about that rendering task was the page's longest: 50-64 ms at 4x CPU
 * slowdown). It stays in the accessibility tree, in find-in-page and in the tab order; `auto`
 * keeps a section's real height once it has been rendered. The size it holds before that is on
 * the tall side on purpose: a skipped section's content can be laid out (when a script asks) but
 * is not hit-tested, so whatever lies under it below a too-short placeholder is taken for its
 * background (axe's colour-contrast check read the footer's dark green behind the About page's
 * reviews with 30rem). Here, not on the shared `section` class: / and the offline shell would
 * carry it in every byte of their inline CSS.
 */
export const skipOffscreen = style({ contentVisibility: "auto", containIntrinsicSize: "auto 100rem" });

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.brandTint}, ${vars.color.surface})`,
  paddingBlock: vars.space["8"],
});

export const heroActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["3"],
  marginTop: vars.space["5"],
});

/** Small label above the page title, inside the h1. */
export const eyebrow = style({
  display: "block",
  fontSize: vars.size.sm,
  fontWeight: vars.weight.bold,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: vars.color.brand,
  marginBottom: vars.space["2"],
});

/** A card's heading and text (h3 + p in the cards of a grid or list). */
export const cardTitle = style({ fontSize: vars.size.lg, margin: `0 0 ${vars.space["2"]}` });
export const cardText = style({ color: vars.color.muted, margin: 0 });
