import { z } from "~/lib/zod";
import { DELIVERY_AREAS, type DeliveryArea } from "~/data/areas";
import {
  CARD_DETAILS_REQUIRED,
  MISSING_INFORMATION,
  MPESA_NUMBER_REQUIRED,
  PAYMENT_METHOD_REQUIRED,
} from "~/data/messages";
import { CHECKOUT_MAX_LINES, CHECKOUT_MAX_QUANTITY } from "~/data/constants";
import { PAYMENT_METHODS } from "~/lib/entities";
import { normaliseMpesaNumber } from "~/lib/mpesa";
import { PAYBILL_CODE_INVALID } from "~/data/payments";
import { MPESA_RECEIPT } from "~/lib/enums";
import { DETAILS_LIMITS, PAYBILL_LIMITS, PAYMENT_LIMITS } from "./checkout.rules";
import { optionalText, requiredText } from "./fields";

export * from "./checkout.rules";

/**
 * Checkout validation. The same schemas feed the client
 * actions (the source of truth) and react-hook-form's zodResolver. Each
 * inline message is the message of the toast the failure raises, so
 * field and toast always agree. No format checks. Each step's
 * toast mapping (`detailsToast`, `paymentToast`) sits beside its schema.
 */

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

/**
 * Paybill: the confirmation code from Safaricom's SMS, 10 letters and digits
 * (spaces around it ignored, letters taken in either case and kept uppercase).
 */
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

/**
 * The cart lines posted with an order (the JSON of `lines`): at most
 * CHECKOUT_MAX_LINES distinct products, each a whole quantity from 1 to
 * CHECKOUT_MAX_QUANTITY. Extra keys (a posted price or name) are dropped:
 * the action prices every line from the catalogue. An empty list is valid
 * here; the action answers it with the empty-cart toast.
 */
export const CartLinesSchema = z
  .array(
    z.object({
      id: z.number().int().positive(),
      quantity: z.number().int().min(1).max(CHECKOUT_MAX_QUANTITY),
    }),
  )
  .max(CHECKOUT_MAX_LINES)
  .refine((lines) => new Set(lines.map((l) => l.id)).size === lines.length, "Each product once");
