/** The cart drawer's texts its frame shows too (the frame is in every page's HTML; app/components/cart/CartFrame.tsx). */
export const CART_TITLE = "Shopping Cart";
export const CART_LOADING = "Loading your cart…";
