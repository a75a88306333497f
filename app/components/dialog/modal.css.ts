import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { centered, dialogBase, dialogClose, dialogHeader, dialogPanel, dialogTitle, drawer } from "~/styles/dialog.css";

const base = style(dialogBase);

export const center = style([base, centered]);

export const side = style([base, drawer]);

export const panel = style(dialogPanel);

export const header = style(dialogHeader);

export const title = style(dialogTitle);
export const close = style(dialogClose);
export const description = style({ color: vars.color.muted });
export const body = style({ flex: "1 1 auto", minHeight: 0 });

// Room at the end while a toast shows in the dialog, so the last controls scroll clear of it.
globalStyle(`${center}:has([data-sonner-toast]), ${side}:has([data-sonner-toast])`, { paddingBottom: "8rem" });
