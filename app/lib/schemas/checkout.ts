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

// Each inline message is its toast's, so field and toast always agree.
const isArea = (value: unknown): value is DeliveryArea => DELIVERY_AREAS.some((a) => a === value);

export const DetailsSchema = z.object({
  name: requiredText(MISSING_INFORMATION.description, DETAILS_LIMITS.name),
  email: requiredText(MISSING_INFORMATION.description, DETAILS_LIMITS.email),
  phone: requiredText(MISSING_INFORMATION.description, DETAILS_LIMITS.phone),
  address: optionalText(DETAILS_LIMITS.address),
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
