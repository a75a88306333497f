import { z } from "~/lib/zod";
import { DELIVERY_AREAS, TIME_SLOTS } from "~/data/areas";
import { isISODate } from "~/lib/dates";
import { BOOKING_FIELD_MESSAGES, BOOKING_LIMITS } from "./booking.rules";
import { optionalChoice, optionalText, optionalValue, requiredText } from "./fields";

export * from "./booking.rules";

/** `today`: the visitor's local date, passed in so tests can pin it; `packages`: the service's package names. */
export function bookingSchema(today: string, packages: readonly string[]) {
  return z.object({
    package: optionalValue().refine((v) => packages.includes(v), {
      error: BOOKING_FIELD_MESSAGES.package,
    }),
    name: requiredText(BOOKING_FIELD_MESSAGES.name, BOOKING_LIMITS.name),
    email: requiredText(BOOKING_FIELD_MESSAGES.email, BOOKING_LIMITS.email),
    phone: requiredText(BOOKING_FIELD_MESSAGES.phone, BOOKING_LIMITS.phone),
    address: optionalText(BOOKING_LIMITS.address),
    area: optionalChoice(DELIVERY_AREAS, BOOKING_FIELD_MESSAGES.area),
    preferredDate: optionalValue().refine((v) => v === "" || (isISODate(v) && v >= today), {
      error: BOOKING_FIELD_MESSAGES.preferredDate,
    }),
    preferredTime: optionalChoice(
      TIME_SLOTS.map((t) => t.value),
      BOOKING_FIELD_MESSAGES.preferredTime,
    ),
    message: optionalText(BOOKING_LIMITS.message),
  });
}

export type BookingSchema = ReturnType<typeof bookingSchema>;
export type BookingInput = z.input<BookingSchema>;
export type Booking = z.output<BookingSchema>;
