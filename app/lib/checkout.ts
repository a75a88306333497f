/**
 * What the checkout's action (routes/actions.checkout) answers, shared with
 * the checkout components. The `intent` field of a submission picks the step.
 */
import type { MpesaFailureCode } from "~/data/payments";
import type { Order } from "./entities";
import type { ActionResult } from "./form-result";
import type { Details } from "./schemas/checkout";

export type CheckoutIntent = "details" | "place" | "reserve" | "paybill";

export type CheckoutData =
  /** The details accepted, with the key of this visit of the payment step. */
  | { intent: "details"; details: Details; key: string }
  /** An order placed (or the one its key or reserved ID placed before). */
  | { intent: "place"; order: Order }
  /** The M-Pesa push with this attempt key failed with Daraja's result code. */
  | { intent: "pushFailed"; key: string; code: MpesaFailureCode }
  /** The order ID reserved for a Paybill payment in this checkout. */
  | { intent: "reserve"; orderId: string };

export type CheckoutResult = ActionResult<CheckoutData> & { intent?: CheckoutIntent };

/** A fresh key each time the payment step starts and each push: the action places at most one order per key. */
export const newCheckoutKey = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
