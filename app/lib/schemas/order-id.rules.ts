import { FIELD_LIMITS, TEXT_TOO_LONG } from "~/data/forms";
import { ORDER_ID_REQUIRED } from "~/data/orders";
import type { ToastMessage } from "~/lib/entities";
import { onlyTooLong, type FieldErrors } from "~/lib/form-result";

/* The order lookup's rules without zod (the track form imports these with its page). */

export const ORDER_ID_LIMITS = { id: FIELD_LIMITS.orderId } as const;

/** The toast of a refused lookup: Order ID Required, unless the ID is only too long. */
export function orderIdToast(errors: FieldErrors): ToastMessage | undefined {
  if (!errors.id) return undefined;
  return onlyTooLong(errors, ORDER_ID_LIMITS) ? TEXT_TOO_LONG : ORDER_ID_REQUIRED;
}
