import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { factsGrid } from "~/styles/rules";

// Apart from saved.css: the tracking page shows an order's facts without loading the saved lists' styles.
export const facts = style(factsGrid);
export const term = style({ color: vars.color.muted });
export const value = style({ margin: 0, overflowWrap: "anywhere" });
