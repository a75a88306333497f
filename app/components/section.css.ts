import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/*
 * PageHero's, TitledCardList's and the pages' shared card classes (about,
 * contact, the services pages). Not in styles/utils.css: that module is part
 * of the shell every page loads (/ included); these load with the
 * pages that use them (one chunk with Section and PageHero).
 */

/**
 * A section far below the fold is not rendered until the visitor nears it, so the browser renders
 * what is on screen, not the whole page; it stays in the accessibility tree, find-in-page and the
 * tab order, and `auto` keeps its real height once rendered. 100rem errs tall: content overflowing
 * a too-short skipped section is not hit-tested, so axe reads what lies under it (the footer) as
 * its background. Not on the shared `section` class, which is in the shell stylesheet every page loads.
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
