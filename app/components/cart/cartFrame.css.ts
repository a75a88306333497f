import { style } from "@vanilla-extract/css";
import { dialogBase, dialogClose, dialogHeader, dialogPanel, dialogTitle, drawer } from "~/styles/dialog";

// The cart drawer's look (Modal's side variant), for its frame.
export const frame = style([dialogBase, drawer]);
export const panel = style(dialogPanel);
export const header = style(dialogHeader);
export const title = style(dialogTitle);
export const close = style(dialogClose);
