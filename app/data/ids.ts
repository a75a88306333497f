/** Element ids more than one module refers to. */
export const MAIN_ID = "main";
/** The cart drawer's frame (app/components/cart/CartFrame.tsx), opened by the cart button's `data-frame`. */
export const CART_FRAME_ID = "cart-frame";
