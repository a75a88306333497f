import { z } from "~/lib/zod";
import { DELIVERY_AREAS, type DeliveryArea } from "~/data/areas";
import {
  CARD_DETAILS_REQUIRED,
  MISSING_INFORMATION,
  MPESA_NUMBER_REQUIRED,
  PAYMENT_METHOD_REQUIRED,
} from "~/data/messages";
import { CHECKOUT_MAX_LINES, CHECKOUT_MAX_QUANTITY } from "~/data/constants";
import type { ToastMessage } from "~/lib/entities";
import { normaliseMpesaNumber } from "~/lib/mpesa";
import { CARD_DECLINES, PAYBILL_CODE_INVALID } from "~/data/payments";
import { MPESA_RECEIPT, PAYMENT_METHODS } from "~/lib/enums";
import { optionalText, requiredText } from "./fields";
import { FIELD_LIMITS, TEXT_TOO_LONG } from "~/data/forms";
import { onlyTooLong, type FieldErrors } from "~/lib/form-result";

/** FIELD_LIMITS by the payment's field names: the name on the card is a name. */
export const PAYMENT_LIMITS = { ...FIELD_LIMITS, cardName: FIELD_LIMITS.name };

export const PAYBILL_LIMITS = { confirmationCode: FIELD_LIMITS.mpesaCode } as const;

const pick = (errors: FieldErrors, names: readonly string[]): FieldErrors =>
  Object.fromEntries(names.filter((name) => errors[name]).map((name) => [name, errors[name]]));

/** Only the details' own fields count (undefined when none failed). */
export function detailsToast(errors: FieldErrors): ToastMessage | undefined {
  const own = pick(errors, Object.keys(DetailsSchema.shape));
  if (Object.keys(own).length === 0) return undefined;
  return onlyTooLong(own, FIELD_LIMITS) ? TEXT_TOO_LONG : MISSING_INFORMATION;
}

/** In the order a customer meets them; only the payment's own fields count (undefined when none failed). */
export function paymentToast(errors: FieldErrors): ToastMessage | undefined {
  const own = pick(errors, Object.keys(PaymentSchema.shape));
  if (Object.keys(own).length === 0) return undefined;
  if (own.method) return PAYMENT_METHOD_REQUIRED;
  // A card's decline comes back as its number's error: its own title and message, not a fixed error toast.
  const decline = Object.values(CARD_DECLINES).find((d) => d.message === own.cardNumber);
  if (decline) return { title: decline.title, description: decline.message };
  if (own.mpesaNumber === MPESA_NUMBER_REQUIRED.description) return MPESA_NUMBER_REQUIRED;
  if ((["cardNumber", "cardExpiry", "cardCvv"] as const).some((n) => own[n] === CARD_DETAILS_REQUIRED.description))
    return CARD_DETAILS_REQUIRED;
  return TEXT_TOO_LONG;
}

/** The payment and place steps re-validate the details too: the details' toast first. */
export const checkoutToast = (errors: FieldErrors): ToastMessage | undefined =>
  detailsToast(errors) ?? paymentToast(errors);

// Each inline message is its toast's, so field and toast always agree.
const isArea = (value: unknown): value is DeliveryArea => DELIVERY_AREAS.some((a) => a === value);

export const DetailsSchema = z.object({
  name: requiredText(MISSING_INFORMATION.description, FIELD_LIMITS.name),
  email: requiredText(MISSING_INFORMATION.description, FIELD_LIMITS.email),
  phone: requiredText(MISSING_INFORMATION.description, FIELD_LIMITS.phone),
  address: optionalText(FIELD_LIMITS.address),
  // Anything but the select's areas (devtools) counts as "not given".
  area: z
    .string()
    .optional()
    .transform((v): DeliveryArea | "" => (isArea(v) ? v : "")),
});
export type DetailsInput = z.input<typeof DetailsSchema>;
export type Details = z.output<typeof DetailsSchema>;

/** Fields of the other methods are ignored. */
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

/** The confirmation code from Safaricom's SMS, in either case. */
export const PaybillSchema = z.object({
  confirmationCode: z
    .string({ error: PAYBILL_CODE_INVALID })
    .trim()
    .max(PAYBILL_LIMITS.confirmationCode, PAYBILL_CODE_INVALID)
    .transform((code) => code.toUpperCase())
    .refine((code) => MPESA_RECEIPT.test(code), PAYBILL_CODE_INVALID),
});
export type PaybillInput = z.input<typeof PaybillSchema>;
export type Paybill = z.output<typeof PaybillSchema>;

/** Extra keys (a posted price or name) are dropped; an empty list is the action's to answer. */
export const CartLinesSchema = z
  .array(
    z.object({
      id: z.number().int().positive(),
      quantity: z.number().int().min(1).max(CHECKOUT_MAX_QUANTITY),
    }),
  )
  .max(CHECKOUT_MAX_LINES)
  .refine((lines) => new Set(lines.map((l) => l.id)).size === lines.length, "Each product once");
