/** Numeric business constants. Single source of truth. */

/** Display conversion: KSh = US dollars x 132. */
export const KSH_PER_USD = 132;
/** Tax in basis points (8%). Integer maths: tax = round(subtotalCents * 800 / 10_000). */
export const TAX_BASIS_POINTS = 800;
/** 8, derived from TAX_BASIS_POINTS: the rate as shown ("Tax (8%)"). */
export const TAX_PERCENT = TAX_BASIS_POINTS / 100;
/** Shipping / delivery is free. */
export const SHIPPING_CENTS = 0;

export const CURRENCY_PREFIX = "KSh";
export const LOCALE = "en-KE";

export const PAYMENT_DELAY_MS = 2000;
export const LOOKUP_DELAY_MS = 1500;

export const CAROUSEL_INTERVAL_MS = 4000;
export const CAROUSEL_VISIBLE = 3;
export const CAROUSEL_MANUAL_PAUSE_MS = 10_000;

/** Shop grid shows this many before "Load More Products". */
export const SHOP_PAGE_SIZE = 12;

/** Placed orders get ORDER_ID_PREFIX + Date.now(). */
export const ORDER_ID_PREFIX = "ORD";

/**
 * Bounds of the cart lines the checkout posts with an order (a request beyond
 * them was not sent by the page): distinct products, and units of one product.
 */
export const CHECKOUT_MAX_LINES = 100;
export const CHECKOUT_MAX_QUANTITY = 999;

export const CART_STORAGE_KEY = "cart-storage";
export const ORDERS_STORAGE_KEY = "orders-storage";
/** The phone chosen with "My phone" (app/data/phones' key), kept on this device. */
export const PHONE_STORAGE_KEY = "phone-storage";
/** This tab's checkout in sessionStorage: the order ID reserved for Paybill, the M-Pesa pushes sent. */
export const CHECKOUT_SESSION_KEY = "checkout-session";

/** Claims. */
export const RESPONSE_TIME_HOURS = 2;
export const REPAIR_WARRANTY_DAYS = 90;
export const SATISFACTION_GUARANTEE_DAYS = 30;

/** A product page lists at most this many related products. */
export const RELATED_LIMIT = 4;
/** Products per card file of the catalogue (`/catalogue/cards/<floor(id / CARD_BLOCK)>.json`). */
export const CARD_BLOCK = 16;
