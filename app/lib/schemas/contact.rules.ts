import { FIELD_LIMITS, TEXT_TOO_LONG } from "~/data/forms";
import { MISSING_INFORMATION } from "~/data/messages";
import type { ToastMessage } from "~/lib/entities";
import { onlyTooLong, type FieldErrors } from "~/lib/form-result";

// Without zod: the form imports these statically; the schema in ./contact.ts loads on first use.
export const CONTACT_FIELD_MESSAGES = {
  firstName: "Please enter your first name",
  email: "Please enter your email address",
  message: "Please enter your message",
  serviceType: "Please choose a service from the list",
  location: "Please choose an area from the list",
} as const;

/** FIELD_LIMITS by the form's field names (its other fields are none of FIELD_LIMITS'). */
export const CONTACT_LIMITS = { ...FIELD_LIMITS, firstName: FIELD_LIMITS.name, lastName: FIELD_LIMITS.name };

export function contactToast(errors: FieldErrors): ToastMessage | undefined {
  if (!Object.values(errors).some(Boolean)) return undefined;
  return onlyTooLong(errors, CONTACT_LIMITS) ? TEXT_TOO_LONG : MISSING_INFORMATION;
}
