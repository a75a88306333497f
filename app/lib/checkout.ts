/**
 * What the checkout's action (routes/actions.checkout) answers, shared with
 * the checkout components. The `intent` field of a submission picks the step.
 */
import type { Order } from "./entities";
import type { ActionResult } from "./form-result";
import type { Details } from "./schemas/checkout";

export type CheckoutIntent = "details" | "place";

export type CheckoutData = { intent: "details"; details: Details } | { intent: "place"; order: Order };

export type CheckoutResult = ActionResult<CheckoutData> & { intent?: CheckoutIntent };

/** A fresh key each time the payment step starts: the action places at most one order per key. */
export const newCheckoutKey = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
