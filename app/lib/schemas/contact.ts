import { z } from "~/lib/zod";
import { DELIVERY_AREAS } from "~/data/areas";
import { SERVICES } from "~/data/services";
import { CONTACT_FIELD_MESSAGES, CONTACT_LIMITS } from "./contact.rules";
import { optionalChoice, optionalText, requiredText } from "./fields";

export * from "./contact.rules";

const SERVICE_TYPE_OPTIONS: readonly string[] = SERVICES.map((service) => service.title);

/** No format check on email or phone. */
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
