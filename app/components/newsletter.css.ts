import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const form = style({ display: "grid", gap: vars.space["2"], justifyItems: "start" });
export const text = style({ color: vars.color.onDarkMuted, margin: 0 });
export const field = style({ width: "100%", marginBottom: 0 });
export const input = style({ borderColor: vars.color.onDarkMuted });
// Error text on the dark footer: light red with 7:1 contrast on the footer.
globalStyle(`${form} [id$="-error"]`, { color: "#ffb4ab" });
globalStyle(`${form} label`, { color: vars.color.onDark });
