import { FIELD_LIMITS, TEXT_TOO_LONG } from "~/data/forms";
import { ORDER_ID_REQUIRED } from "~/data/orders";
import type { ToastMessage } from "~/lib/entities";
import { onlyTooLong, type FieldErrors } from "~/lib/form-result";

export const ORDER_ID_LIMITS = { id: FIELD_LIMITS.orderId } as const;

export function orderIdToast(errors: FieldErrors): ToastMessage | undefined {
  if (!errors.id) return undefined;
  return onlyTooLong(errors, ORDER_ID_LIMITS) ? TEXT_TOO_LONG : ORDER_ID_REQUIRED;
}
