import { style } from "@vanilla-extract/css";
import { centered, dialogBase, dialogClose, dialogHeader, dialogPanel, dialogTitle } from "~/styles/dialog";

// Modal's centred look, for the loading frame.
export const frame = style([dialogBase, centered]);
export const panel = style(dialogPanel);
export const header = style(dialogHeader);
export const title = style(dialogTitle);
export const close = style(dialogClose);
