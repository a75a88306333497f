// What the checkout's action answers; a submission's `intent` picks the step.
import type { MpesaFailureCode } from "~/data/payments";
import type { Order } from "./entities";
import type { ActionResult } from "./form-result";
import type { Details } from "./schemas/checkout";

export type CheckoutIntent = "details" | "place" | "reserve" | "paybill";

type CheckoutData =
  | { intent: "details"; details: Details; key: string }
  /** An order placed (or the one its key or reserved ID placed before). */
  | { intent: "place"; order: Order }
  | { intent: "pushFailed"; key: string; code: MpesaFailureCode }
  | { intent: "reserve"; orderId: string };

export type CheckoutResult = ActionResult<CheckoutData> & { intent?: CheckoutIntent };

/** Fresh for each payment step and push: the action places at most one order per key. */
export const newCheckoutKey = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
