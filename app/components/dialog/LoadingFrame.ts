import { CLOSE_ICON } from "~/components/cart/CartFrame";
import { DEVICE_LOADING } from "~/data/device";
import { LOADING_FRAME_ID } from "~/data/ids";
import { iconButton } from "~/styles/button.css";
import * as m from "./loadingFrame.css";

const TITLE_ID = `${LOADING_FRAME_ID}-title`;

/**
 * A frame that the controls of lazy dialogs share (book a package, forget this device's list, print a
 * receipt), closed in every page's HTML as the cart's is (CartFrame.tsx): a control's `data-frame` opens it
 * at once, headed by the control's text or its `data-frame-title`, saying "Loading…" or its
 * `data-frame-status` (app/lib/browser/early-events.ts), and what the control opens takes its place (Modal's
 * `frame`, OrderActions.tsx) or, once the visitor closed it, never comes.
 */
export const loadingFrameMarkup = () =>
  `<dialog id="${LOADING_FRAME_ID}" class="${m.frame}" aria-labelledby="${TITLE_ID}">` +
  `<div class="${m.panel}"><div class="${m.header}"><h2 id="${TITLE_ID}" class="${m.title}" data-frame-title></h2>` +
  `<form method="dialog" class="${m.close}"><button class="${iconButton}" aria-label="Close">${CLOSE_ICON}</button></form>` +
  `</div><p role="status" data-frame-status="${DEVICE_LOADING}">${DEVICE_LOADING}</p></div></dialog>`;
