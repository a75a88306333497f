/** Element ids more than one module refers to. */
export const MAIN_ID = "main";
/** The cart drawer's frame (app/components/cart/CartFrame.tsx), opened by the cart button's `data-frame`. */
export const CART_FRAME_ID = "cart-frame";
/**
 * The frame that the Book, forget and print controls open while their code loads
 * (app/components/dialog/LoadingFrame.ts): one for all, named and worded by the control that opened it.
 */
export const LOADING_FRAME_ID = "loading-frame";

/** The product route's id (app/routes.ts): its pages, and its 404 for an unknown slug. */
export const PRODUCT_ROUTE_ID = "product";
