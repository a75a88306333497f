/** Element ids more than one module refers to. */
export const MAIN_ID = "main";
/** The header's cart button, where the cart drawer returns focus. */
export const CART_BUTTON_ID = "cart-button";

/** The product route's id (app/routes.ts): its pages, and its 404 for an unknown slug. */
export const PRODUCT_ROUTE_ID = "product";
