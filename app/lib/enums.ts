/*
 * The enumerations, as plain constants (no zod):
 * entities.ts builds its schemas from them, and modules that need only the
 * values (the order lookup on the tracking page's first visit) stay off zod.
 */
export const CATEGORIES = ["iphone", "samsung", "oppo", "tecno", "cables", "protection"] as const;
export const BADGES = ["Best Seller", "New", "Sale", "Popular"] as const;
export const ORDER_STATUSES = ["processing", "confirmed", "shipped", "delivered"] as const;
export const PAYMENT_METHODS = ["mpesa", "card", "delivery"] as const;
/** How far an order's payment is: paid, awaiting confirmation (Paybill), or due on delivery. */
export const PAYMENT_STATES = ["paid", "awaiting", "on-delivery"] as const;
/** An M-Pesa receipt or confirmation code: 10 uppercase letters and digits. */
export const MPESA_RECEIPT = /^[A-Z0-9]{10}$/;
export const TRACKING_STEP_TITLES = ["Order Confirmed", "Processing", "Out for Delivery", "Delivered"] as const;
