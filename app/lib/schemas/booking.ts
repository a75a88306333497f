import { z } from "zod";
import { DELIVERY_AREAS, TIME_SLOTS } from "~/data/areas";
import { isISODate } from "~/lib/dates";
import { optionalText, requiredText } from "./fields";

/** Inline messages beside the booking fields (the toasts are SPEC's, in ~/data/messages). */
export const BOOKING_FIELD_MESSAGES = {
  package: "Please choose a package",
  name: "Please enter your name",
  email: "Please enter your email address",
  phone: "Please enter your phone number",
  area: "Please choose an area from the list",
  preferredDate: "Please choose today or a later date",
  preferredTime: "Please choose a time slot from the list",
} as const;

/** Toast when only the date (or another choice) is wrong, not a required field. */
export const BOOKING_DATE_INVALID = {
  title: "Choose Another Date",
  description: "The preferred date cannot be earlier than today",
} as const;

/** The fields that count as "required" for the Missing Information toast (SPEC.md section 5). */
export const BOOKING_REQUIRED = ["name", "email", "phone"] as const;

/** Field order on screen: the first invalid one gets focus. */
export const BOOKING_FIELDS = [
  "name",
  "email",
  "phone",
  "area",
  "address",
  "preferredDate",
  "preferredTime",
  "message",
] as const;

const optionalChoice = (options: readonly string[], message: string) =>
  optionalText().refine((v) => v === "" || options.includes(v), { error: message });

/**
 * The service booking form (SPEC.md sections 3 and 5): name, email and phone
 * required, no format checks; preferredDate optional but never earlier than
 * `today` (YYYY-MM-DD in the visitor's local time, passed in so tests can pin
 * it); area and time, when given, one of the listed options. `packages` are
 * the package names the service offers (the hidden field must name one).
 */
export function bookingSchema(today: string, packages: readonly string[]) {
  return z.object({
    package: requiredText(BOOKING_FIELD_MESSAGES.package).refine((v) => packages.includes(v), {
      error: BOOKING_FIELD_MESSAGES.package,
    }),
    name: requiredText(BOOKING_FIELD_MESSAGES.name),
    email: requiredText(BOOKING_FIELD_MESSAGES.email),
    phone: requiredText(BOOKING_FIELD_MESSAGES.phone),
    address: optionalText(),
    area: optionalChoice(DELIVERY_AREAS, BOOKING_FIELD_MESSAGES.area),
    preferredDate: optionalText().refine((v) => v === "" || (isISODate(v) && v >= today), {
      error: BOOKING_FIELD_MESSAGES.preferredDate,
    }),
    preferredTime: optionalChoice(
      TIME_SLOTS.map((t) => t.value),
      BOOKING_FIELD_MESSAGES.preferredTime,
    ),
    message: optionalText(),
  });
}

export type BookingSchema = ReturnType<typeof bookingSchema>;
export type BookingInput = z.input<BookingSchema>;
export type Booking = z.output<BookingSchema>;
