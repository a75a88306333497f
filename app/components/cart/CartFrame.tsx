import * as m from "./cartFrame.css";
import { CART_FRAME_ID } from "~/data/ids";
import { CART_LOADING, CART_TITLE } from "~/data/cart";
import { iconButton } from "~/styles/button.css";
import { CLOSE_PATH } from "~/components/layout/Icons";

const TITLE_ID = `${CART_FRAME_ID}-title`;
/** CloseIcon (Icons.tsx) as markup. */
export const CLOSE_ICON = `<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${CLOSE_PATH}"/></svg>`;

/**
 * The cart drawer's frame, closed in every page's HTML (the root writes it with the build's render
 * only): the cart button's `data-frame` opens it at once while the drawer's code is not here yet,
 * before hydration and after (the early event contract, app/lib/browser/early-events.ts), and the drawer
 * takes its place (CartPanels.tsx). Plain HTML, which opens, keeps focus in and closes (Escape,
 * its button) with no script of the app's.
 */
export const cartFrameMarkup = () =>
  `<dialog id="${CART_FRAME_ID}" class="${m.frame}" aria-labelledby="${TITLE_ID}">` +
  `<div class="${m.panel}"><div class="${m.header}"><h2 id="${TITLE_ID}" class="${m.title}">${CART_TITLE}</h2>` +
  `<form method="dialog" class="${m.close}"><button class="${iconButton}" aria-label="Close cart">${CLOSE_ICON}</button></form>` +
  `</div><p role="status">${CART_LOADING}</p></div></dialog>`;
