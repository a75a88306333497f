import type { ToastMessage } from "~/lib/entities";
import { RESPONSE_TIME_HOURS } from "./constants";

/* Error toasts, titles and texts word for word (the order lookup's, and Order Found, are in orders.ts). */

export const MISSING_INFORMATION: ToastMessage = {
  title: "Missing Information",
  description: "Please fill in all required fields",
};

export const PAYMENT_METHOD_REQUIRED: ToastMessage = {
  title: "Payment Method Required",
  description: "Please select a payment method",
};

export const MPESA_NUMBER_REQUIRED: ToastMessage = {
  title: "M-Pesa Number Required",
  description: "Please enter your M-Pesa number",
};

export const CARD_DETAILS_REQUIRED: ToastMessage = {
  title: "Card Details Required",
  description: "Please fill in all card details",
};

/** description takes the normalised M-Pesa number (2547...). */
export const STK_PUSH_SENT = {
  title: "STK Push Sent",
  description: (normalisedNumber: string): string => `Payment request sent to ${normalisedNumber}. Check your phone.`,
} as const;

export const BOOKING_SENT: ToastMessage = {
  title: "Booking Request Sent!",
  description: `We'll contact you within ${RESPONSE_TIME_HOURS} hours to confirm your appointment.`,
};

export const CONTACT_MESSAGE_SENT: ToastMessage = {
  title: "Message Sent!",
  description: `Thanks for reaching out. We'll get back to you within ${RESPONSE_TIME_HOURS} hours.`,
};

export const CART_EMPTY = "Your cart is empty";

/** The cart was emptied (in another tab) before the order was placed. */
export const EMPTY_CART_AT_CHECKOUT: ToastMessage = {
  title: CART_EMPTY,
  description: "Add a product before checking out.",
};

/** The cart's prices could not be checked against the catalogue (offline): nothing is placed, the cart kept. */
export const CART_NOT_CHECKED: ToastMessage = {
  title: "Cart Not Checked",
  description: "We could not check your cart's prices. Check your connection and try again.",
};

/** Cart lines the page would never post (tampered, or a product no longer sold). */
export const CART_NOT_ACCEPTED: ToastMessage = {
  title: "Cart Not Accepted",
  description: "Please review your cart and try again.",
};
