import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/*
 * TitledCardList's classes, shared with the pages' other cards.
 * Not in styles/utils.css: that module is part of the first-paint shell of
 * every page (/ included), and these load with the pages that need them.
 */

/** A card's heading and text (h3 + p in the cards of a grid or list). */
export const cardTitle = style({ fontSize: vars.size.lg, margin: `0 0 ${vars.space["2"]}` });
export const cardText = style({ color: vars.color.muted, margin: 0 });
