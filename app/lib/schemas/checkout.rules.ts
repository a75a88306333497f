import { FIELD_LIMITS, TEXT_TOO_LONG } from "~/data/forms";
import {
  CARD_DETAILS_REQUIRED,
  MISSING_INFORMATION,
  MPESA_NUMBER_REQUIRED,
  PAYMENT_METHOD_REQUIRED,
} from "~/data/messages";
import { CARD_DECLINES } from "~/data/payments";
import type { ToastMessage } from "~/lib/entities";
import { onlyTooLong, type FieldErrors } from "~/lib/form-result";

// Without zod: the schemas in ./checkout.ts load on first use.
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

export const PAYBILL_LIMITS = { confirmationCode: FIELD_LIMITS.mpesaCode } as const;

const DETAILS_FIELDS = ["name", "email", "phone", "address", "area"] as const;

const PAYMENT_FIELDS = ["method", "mpesaNumber", "cardNumber", "cardExpiry", "cardCvv", "cardName"] as const;

const pick = (errors: FieldErrors, names: readonly string[]): FieldErrors =>
  Object.fromEntries(names.filter((name) => errors[name]).map((name) => [name, errors[name]]));

/** Only the details' own fields count (undefined when none failed). */
export function detailsToast(errors: FieldErrors): ToastMessage | undefined {
  const own = pick(errors, DETAILS_FIELDS);
  if (Object.keys(own).length === 0) return undefined;
  return onlyTooLong(own, DETAILS_LIMITS) ? TEXT_TOO_LONG : MISSING_INFORMATION;
}

/** In the order a customer meets them; only the payment's own fields count (undefined when none failed). */
export function paymentToast(errors: FieldErrors): ToastMessage | undefined {
  const own = pick(errors, PAYMENT_FIELDS);
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
