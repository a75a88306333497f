import type { ToastMessage } from "~/lib/entities";

/** Read by each schema (`.max`) and the field's markup (`maxLength`): a request bypassing the browser is refused. */
export const FIELD_LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  mpesaNumber: 20,
  cardNumber: 23,
  cardExpiry: 7,
  cardCvv: 4,
  mpesaCode: 10,
  address: 200,
  message: 2000,
  orderId: 40,
  search: 100,
} as const;

/** Inline message of a field longer than its limit (only reachable by bypassing the HTML limit). */
export const tooLongMessage = (max: number): string => `Use at most ${max} characters`;

export const TEXT_TOO_LONG: ToastMessage = {
  title: "Text Too Long",
  description: "Please shorten the highlighted field",
};

/** The note above every form with required fields (the asterisk is read as "with an asterisk"). */
export const REQUIRED_NOTE = { before: "Fields marked", after: "are required.", spoken: "with an asterisk" } as const;

export const AREA_PLACEHOLDER = "Select your area";
export const TIME_SLOT_PLACEHOLDER = "Select a time slot";
