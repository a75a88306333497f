import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const head = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space["3"],
  marginBottom: vars.space["4"],
});
