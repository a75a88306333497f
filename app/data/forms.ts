import type { ToastMessage } from "~/lib/entities";

/**
 * Length limits of every text field (security): read by each
 * schema (`.max`) and by the field's markup (`maxLength`), so a paste is cut
 * at the limit in the browser and a request that bypasses the browser is
 * refused by the action with the field's inline message.
 */
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

/** Toast of a refusal whose only problem is a too-long field. */
export const TEXT_TOO_LONG: ToastMessage = {
  title: "Text Too Long",
  description: "Please shorten the highlighted field",
};

/** The note above every form with required fields (the asterisk is read as "with an asterisk"). */
export const REQUIRED_NOTE = { before: "Fields marked", after: "are required.", spoken: "with an asterisk" } as const;

/** Placeholders of the shared selects. */
export const AREA_PLACEHOLDER = "Select your area";
export const TIME_SLOT_PLACEHOLDER = "Select a time slot";
