import { z } from "zod";
import { DELIVERY_AREAS, type DeliveryArea } from "~/data/areas";
import {
  CARD_DETAILS_REQUIRED,
  MISSING_INFORMATION,
  MPESA_NUMBER_REQUIRED,
  PAYMENT_METHOD_REQUIRED,
} from "~/data/messages";
import { PAYMENT_METHODS } from "~/lib/entities";
import { FIELD_LIMITS, TEXT_TOO_LONG } from "~/data/forms";
import type { ToastMessage } from "~/lib/entities";
import type { FieldErrors } from "~/lib/form-result";
import { normaliseMpesaNumber } from "~/lib/mpesa";
import { onlyTooLong, optionalText, requiredText } from "./fields";

/**
 * Checkout validation (SPEC.md section 5). The same schemas feed the client
 * actions (the source of truth) and react-hook-form's zodResolver. Each
 * inline message is the SPEC message of the toast the failure raises, so
 * field and toast always agree. No format checks (SPEC.md). Each step's
 * toast mapping (`detailsToast`, `paymentToast`) sits beside its schema.
 */

/** Each text field's limit (schema `.max` and markup `maxLength`). */
export const DETAILS_LIMITS = {
  name: FIELD_LIMITS.name,
  email: FIELD_LIMITS.email,
  phone: FIELD_LIMITS.phone,
  address: FIELD_LIMITS.address,
} as const;

export const PAYMENT_LIMITS = {
  mpesaNumber: FIELD_LIMITS.mpesaNumber,
  cardNumber: FIELD_LIMITS.cardNumber,
  cardExpiry: FIELD_LIMITS.cardExpiry,
  cardCvv: FIELD_LIMITS.cardCvv,
  cardName: FIELD_LIMITS.name,
} as const;

const isArea = (value: unknown): value is DeliveryArea => DELIVERY_AREAS.some((a) => a === value);

/** Details: name, email and phone required; address and area optional. City is fixed and never read from input. */
export const DetailsSchema = z.object({
  name: requiredText(MISSING_INFORMATION.description, DETAILS_LIMITS.name),
  email: requiredText(MISSING_INFORMATION.description, DETAILS_LIMITS.email),
  phone: requiredText(MISSING_INFORMATION.description, DETAILS_LIMITS.phone),
  address: optionalText(DETAILS_LIMITS.address),
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
    mpesaNumber: optionalText(PAYMENT_LIMITS.mpesaNumber).transform(normaliseMpesaNumber),
    cardNumber: optionalText(PAYMENT_LIMITS.cardNumber),
    cardExpiry: optionalText(PAYMENT_LIMITS.cardExpiry),
    cardCvv: optionalText(PAYMENT_LIMITS.cardCvv),
    cardName: optionalText(PAYMENT_LIMITS.cardName),
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

const pick = (errors: FieldErrors, names: readonly string[]): FieldErrors =>
  Object.fromEntries(names.filter((name) => errors[name]).map((name) => [name, errors[name]]));

/**
 * The toast of refused details: Missing Information when name, email or
 * phone is blank; Text Too Long when a field over its limit is the only
 * problem. Only the details' own fields count (undefined when none failed).
 */
export function detailsToast(errors: FieldErrors): ToastMessage | undefined {
  const own = pick(errors, DETAILS_FIELDS);
  if (Object.keys(own).length === 0) return undefined;
  return onlyTooLong(own, DETAILS_LIMITS) ? TEXT_TOO_LONG : MISSING_INFORMATION;
}

/**
 * The toast of a refused payment, in the order a customer meets them:
 * Payment Method Required, M-Pesa Number Required, Card Details Required;
 * Text Too Long when a field over its limit is the only problem. Only the
 * payment's own fields count (undefined when none failed).
 */
export function paymentToast(errors: FieldErrors): ToastMessage | undefined {
  const own = pick(errors, PAYMENT_FIELDS);
  if (Object.keys(own).length === 0) return undefined;
  if (own.method) return PAYMENT_METHOD_REQUIRED;
  if (own.mpesaNumber === MPESA_NUMBER_REQUIRED.description) return MPESA_NUMBER_REQUIRED;
  if ((["cardNumber", "cardExpiry", "cardCvv"] as const).some((n) => own[n] === CARD_DETAILS_REQUIRED.description))
    return CARD_DETAILS_REQUIRED;
  return TEXT_TOO_LONG;
}

/** A whole checkout (the payment and place steps re-validate the details too): the details' toast first. */
export const checkoutToast = (errors: FieldErrors): ToastMessage | undefined =>
  detailsToast(errors) ?? paymentToast(errors);
