// Plain constants: modules that need only the values (the tracking page's order lookup) stay off zod.
export const CATEGORIES = ["iphone", "samsung", "oppo", "tecno", "cables", "protection"] as const;
export const BADGES = ["Best Seller", "New", "Sale", "Popular"] as const;
export const ORDER_STATUSES = ["processing", "confirmed", "shipped", "delivered"] as const;
export const PAYMENT_METHODS = ["mpesa", "card", "delivery"] as const;
export const PAYMENT_STATES = ["paid", "awaiting", "on-delivery"] as const;
export const MPESA_RECEIPT = /^[A-Z0-9]{10}$/;
export const TRACKING_STEP_TITLES = ["Order Confirmed", "Processing", "Out for Delivery", "Delivered"] as const;
