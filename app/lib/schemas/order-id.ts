import { z } from "zod";
import { FIELD_LIMITS, TEXT_TOO_LONG } from "~/data/forms";
import { ORDER_ID_REQUIRED } from "~/data/messages";
import type { ToastMessage } from "~/lib/entities";
import type { FieldErrors } from "~/lib/form-result";
import { onlyTooLong, requiredText } from "./fields";

export const ORDER_ID_LIMITS = { id: FIELD_LIMITS.orderId } as const;

/** The order lookup (`?id=`): an ID that is present (trimmed); matching ignores case elsewhere. */
export const OrderIdSchema = z.object({
  id: requiredText(ORDER_ID_REQUIRED.description, ORDER_ID_LIMITS.id),
});
export type OrderIdQuery = z.infer<typeof OrderIdSchema>;

/** The toast of a refused lookup: Order ID Required, unless the ID is only too long. */
export function orderIdToast(errors: FieldErrors): ToastMessage | undefined {
  if (!errors.id) return undefined;
  return onlyTooLong(errors, ORDER_ID_LIMITS) ? TEXT_TOO_LONG : ORDER_ID_REQUIRED;
}
