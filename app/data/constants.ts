export const KSH_PER_USD = 132;
/** 8%, in basis points for integer maths. */
export const TAX_BASIS_POINTS = 800;
export const TAX_PERCENT = TAX_BASIS_POINTS / 100;
export const SHIPPING_CENTS = 0;

export const CURRENCY_PREFIX = "KSh";
export const LOCALE = "en-KE";

export const PAYMENT_DELAY_MS = 2000;
export const LOOKUP_DELAY_MS = 1500;

export const CAROUSEL_INTERVAL_MS = 4000;
export const CAROUSEL_VISIBLE = 3;
export const CAROUSEL_MANUAL_PAUSE_MS = 10_000;

/** Shown before "Load More Products", and per press. */
export const SHOP_PAGE_SIZE = 12;

export const ORDER_ID_PREFIX = "ORD";

// A checkout posting more lines or units than these was not sent by the page.
export const CHECKOUT_MAX_LINES = 100;
export const CHECKOUT_MAX_QUANTITY = 999;

export const CART_STORAGE_KEY = "cart-storage";
export const ORDERS_STORAGE_KEY = "orders-storage";
export const PHONE_STORAGE_KEY = "phone-storage";
export const CHECKOUT_SESSION_KEY = "checkout-session";

export const RESPONSE_TIME_HOURS = 2;
export const REPAIR_WARRANTY_DAYS = 90;
export const SATISFACTION_GUARANTEE_DAYS = 30;

export const RELATED_LIMIT = 4;
/** Products per card file (`/catalogue/cards/<floor(id / CARD_BLOCK)>.json`). */
export const CARD_BLOCK = 16;
