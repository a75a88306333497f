import type { PaymentState, TrackingStepTitle } from "~/lib/entities";

// Apart from the demo orders: these load with lib/place-order (at payment), never with the tracking page.

/** The payment status a newly placed order shows: paid (M-Pesa, card), Paybill, on delivery. */
export const PLACED_PAYMENT_STATUS: Readonly<Record<PaymentState, string>> = {
  paid: "Paid",
  awaiting: "Awaiting confirmation",
  "on-delivery": "Pay on delivery",
};

/** The tracking steps' texts of a newly placed order. */
export const PLACED_STEP_DESCRIPTIONS: Readonly<Record<TrackingStepTitle, string>> = {
  "Order Confirmed": "We have received your order.",
  Processing: "Your items are being picked, checked and packed.",
  "Out for Delivery": "Our rider will bring your order to your door.",
  Delivered: "Your order will be handed over to you.",
};
