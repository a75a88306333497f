import { z } from "zod";
import { DELIVERY_AREAS } from "~/data/areas";
import { FIELD_LIMITS, TEXT_TOO_LONG } from "~/data/forms";
import { MISSING_INFORMATION } from "~/data/messages";
import { SERVICES } from "~/data/services";
import type { ToastMessage } from "~/lib/entities";
import type { FieldErrors } from "~/lib/form-result";
import { onlyTooLong, optionalChoice, optionalText, requiredText } from "./fields";

/** Inline messages beside the contact form's required fields. */
export const CONTACT_FIELD_MESSAGES = {
  firstName: "Please enter your first name",
  email: "Please enter your email address",
  message: "Please enter your message",
  serviceType: "Please choose a service from the list",
  location: "Please choose an area from the list",
} as const;

export const SERVICE_TYPE_OPTIONS: readonly string[] = SERVICES.map((service) => service.title);

/** Each text field's limit (schema `.max` and markup `maxLength`). */
export const CONTACT_LIMITS = {
  firstName: FIELD_LIMITS.name,
  lastName: FIELD_LIMITS.name,
  email: FIELD_LIMITS.email,
  phone: FIELD_LIMITS.phone,
  message: FIELD_LIMITS.message,
} as const;

/** Field order on screen: the first invalid one gets focus. */
export const CONTACT_FIELDS = ["firstName", "lastName", "email", "phone", "serviceType", "location", "message"] as const;

/**
 * Contact form (PRODUCT.md): first name, email and message required; no
 * format check on email or phone (SPEC.md section 5). Shared by the form
 * (zodResolver) and the contact route's clientAction.
 */
export const ContactSchema = z.object({
  firstName: requiredText(CONTACT_FIELD_MESSAGES.firstName, CONTACT_LIMITS.firstName),
  lastName: optionalText(CONTACT_LIMITS.lastName),
  email: requiredText(CONTACT_FIELD_MESSAGES.email, CONTACT_LIMITS.email),
  phone: optionalText(CONTACT_LIMITS.phone),
  serviceType: optionalChoice(SERVICE_TYPE_OPTIONS, CONTACT_FIELD_MESSAGES.serviceType),
  location: optionalChoice(DELIVERY_AREAS, CONTACT_FIELD_MESSAGES.location),
  message: requiredText(CONTACT_FIELD_MESSAGES.message, CONTACT_LIMITS.message),
});

export type ContactInput = z.input<typeof ContactSchema>;
export type ContactMessage = z.output<typeof ContactSchema>;

/** The toast of a refused message: Missing Information, unless the only problem is a too-long field. */
export function contactToast(errors: FieldErrors): ToastMessage | undefined {
  if (!Object.values(errors).some(Boolean)) return undefined;
  return onlyTooLong(errors, CONTACT_LIMITS) ? TEXT_TOO_LONG : MISSING_INFORMATION;
}
