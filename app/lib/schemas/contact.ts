import { z } from "zod";
import { DELIVERY_AREAS } from "~/data/areas";
import { SERVICES } from "~/data/services";
import { optionalText, requiredText } from "./fields";

/** Inline messages beside the contact form's required fields. */
export const CONTACT_FIELD_MESSAGES = {
  firstName: "Please enter your first name",
  email: "Please enter your email address",
  message: "Please enter your message",
  serviceType: "Please choose a service from the list",
  location: "Please choose an area from the list",
} as const;

export const SERVICE_TYPE_OPTIONS: readonly string[] = SERVICES.map((service) => service.title);
export const LOCATION_OPTIONS: readonly string[] = DELIVERY_AREAS;

/** An optional select: blank, or exactly one of its options (the action rejects anything else). */
const optionalChoice = (options: readonly string[], message: string) =>
  optionalText().refine((value) => value === "" || options.includes(value), { error: message });

/**
 * Contact form (PRODUCT.md): first name, email and message required; no
 * format check on email or phone (SPEC.md section 5). Shared by the form
 * (zodResolver) and the contact route's clientAction; both load it when
 * first needed, so zod stays off the contact page's first load.
 */
export const ContactSchema = z.object({
  firstName: requiredText(CONTACT_FIELD_MESSAGES.firstName),
  lastName: optionalText(),
  email: requiredText(CONTACT_FIELD_MESSAGES.email),
  phone: optionalText(),
  serviceType: optionalChoice(SERVICE_TYPE_OPTIONS, CONTACT_FIELD_MESSAGES.serviceType),
  location: optionalChoice(LOCATION_OPTIONS, CONTACT_FIELD_MESSAGES.location),
  message: requiredText(CONTACT_FIELD_MESSAGES.message),
});

export type ContactInput = z.input<typeof ContactSchema>;
export type ContactMessage = z.output<typeof ContactSchema>;
