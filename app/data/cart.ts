/** The cart drawer's texts, also shown while its code loads. */
export const CART_TITLE = "Shopping Cart";
export const CART_LOADING = "Loading your cart…";
