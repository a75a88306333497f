import { z } from "zod";
import { DELIVERY_AREAS, type DeliveryArea } from "~/data/areas";
import {
  CARD_DETAILS_REQUIRED,
  MISSING_INFORMATION,
  MPESA_NUMBER_REQUIRED,
  PAYMENT_METHOD_REQUIRED,
} from "~/data/messages";
import { PAYMENT_METHODS } from "~/lib/entities";
import type { FieldErrors } from "~/lib/form-result";
import { normaliseMpesaNumber } from "~/lib/mpesa";
import type { ToastMessage } from "~/lib/entities";
import { optionalText, requiredText } from "./fields";

/**
 * Checkout validation (SPEC.md section 5). The same schemas feed the client
 * actions (the source of truth) and react-hook-form's zodResolver. Each
 * inline message is the SPEC message of the toast the failure raises, so
 * field and toast always agree. No format checks (SPEC.md).
 */

const isArea = (value: unknown): value is DeliveryArea => DELIVERY_AREAS.some((a) => a === value);

/** Details: name, email and phone required; address and area optional. City is fixed and never read from input. */
export const DetailsSchema = z.object({
  name: requiredText(MISSING_INFORMATION.description),
  email: requiredText(MISSING_INFORMATION.description),
  phone: requiredText(MISSING_INFORMATION.description),
  address: optionalText(),
  // Only the 18 areas of the select; anything else (devtools) counts as "not given".
  area: z
    .string()
    .optional()
    .transform((v): DeliveryArea | "" => (isArea(v) ? v : "")),
});
export type DetailsInput = z.input<typeof DetailsSchema>;
export type Details = z.output<typeof DetailsSchema>;

export const DETAILS_FIELDS = ["name", "email", "phone", "address", "area"] as const;

/**
 * Payment: a method must be chosen; mpesa needs the number (normalised);
 * card needs number, expiry and cvv (cardholder name optional); delivery
 * needs nothing more. Fields of the other methods are ignored.
 */
export const PaymentSchema = z
  .object({
    method: z.enum(PAYMENT_METHODS, { error: PAYMENT_METHOD_REQUIRED.description }),
    mpesaNumber: optionalText().transform(normaliseMpesaNumber),
    cardNumber: optionalText(),
    cardExpiry: optionalText(),
    cardCvv: optionalText(),
    cardName: optionalText(),
  })
  .superRefine((value, ctx) => {
    if (value.method === "mpesa" && !value.mpesaNumber) {
      ctx.addIssue({ code: "custom", path: ["mpesaNumber"], message: MPESA_NUMBER_REQUIRED.description });
    }
    if (value.method === "card") {
      for (const key of ["cardNumber", "cardExpiry", "cardCvv"] as const) {
        if (!value[key]) ctx.addIssue({ code: "custom", path: [key], message: CARD_DETAILS_REQUIRED.description });
      }
    }
  });
export type PaymentInput = z.input<typeof PaymentSchema>;
export type Payment = z.output<typeof PaymentSchema>;

export const PAYMENT_FIELDS = ["method", "mpesaNumber", "cardNumber", "cardExpiry", "cardCvv", "cardName"] as const;

/** The toasts checkout can raise, in the order a customer meets them. */
const CHECKOUT_TOASTS: readonly ToastMessage[] = [
  MISSING_INFORMATION,
  PAYMENT_METHOD_REQUIRED,
  MPESA_NUMBER_REQUIRED,
  CARD_DETAILS_REQUIRED,
];

/** The SPEC toast for a set of field errors (each inline message is a toast's description). */
export function checkoutToast(errors: FieldErrors): ToastMessage | undefined {
  const messages = new Set(Object.values(errors));
  return CHECKOUT_TOASTS.find((t) => messages.has(t.description));
}
