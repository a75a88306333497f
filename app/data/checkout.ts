/** Shown in the checkout dialog's place while its code is still on its way. */
export const CHECKOUT_LOADING = "Loading checkout…";

/** The line under the dialog's title, also announced when the step changes. */
export const checkoutStepText = (step: "details" | "payment"): string =>
  step === "details" ? "Step 1 of 2: Details" : "Step 2 of 2: Payment";

export const orderConfirmedText = (orderId: string): string => `Order confirmed. Order number ${orderId}.`;

/** The notice while a card or Pay on Delivery order is processed (M-Pesa has its waiting panel). */
export const PAYMENT_PENDING = "Processing your order…";

export const PAYING_LABEL = "Processing…";
