import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/* Its own classes, so the home route's chunk does not share a style module with this lazy one. */

export const head = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space["3"],
  marginBottom: vars.space["4"],
});
