import { z } from "~/lib/zod";
import { DELIVERY_AREAS, TIME_SLOTS } from "~/data/areas";
import { isISODate } from "~/lib/dates";
import { optionalChoice, optionalText, optionalValue, requiredText } from "./fields";
import { FIELD_LIMITS, TEXT_TOO_LONG } from "~/data/forms";
import { MISSING_INFORMATION } from "~/data/messages";
import { SETUP_HERO, SETUP_PACKAGES, SUPPORT_HERO, SUPPORT_PACKAGES } from "~/data/service-pages";
import type { ToastMessage } from "~/lib/entities";
import { onlyTooLong, type FieldErrors } from "~/lib/form-result";

export const BOOKING_FIELD_MESSAGES = {
  package: "Please choose a package",
  name: "Please enter your name",
  email: "Please enter your email address",
  phone: "Please enter your phone number",
  area: "Please choose an area from the list",
  preferredDate: "Please choose today or a later date",
  preferredTime: "Please choose a time slot from the list",
} as const;

export const BOOKING_DATE_INVALID: ToastMessage = {
  title: "Choose Another Date",
  description: "The preferred date cannot be earlier than today",
};

/** By the title the dialog posts as `service`. */
const BOOKABLE_PACKAGES = new Map<string | undefined, readonly string[]>([
  [SETUP_HERO.title, SETUP_PACKAGES.map((p) => p.name)],
  [SUPPORT_HERO.title, SUPPORT_PACKAGES.map((p) => p.name)],
]);

/** None for an unknown service: every package is then refused. */
export const packagesOf = (service: string | undefined) => BOOKABLE_PACKAGES.get(service) ?? [];

/** Missing Information, Text Too Long when that is the only problem, else a choice (the date) is wrong. */
export function bookingToast(errors: FieldErrors): ToastMessage | undefined {
  if (!Object.values(errors).some(Boolean)) return undefined;
  const blank = (["name", "email", "phone"] as const).some((name) => errors[name] === BOOKING_FIELD_MESSAGES[name]);
  if (blank || errors.package) return MISSING_INFORMATION;
  return onlyTooLong(errors, FIELD_LIMITS) ? TEXT_TOO_LONG : BOOKING_DATE_INVALID;
}

/** `today`: the visitor's local date, passed in so tests can pin it; `packages`: the service's package names. */
export function bookingSchema(today: string, packages: readonly string[]) {
  return z.object({
    package: optionalValue().refine((v) => packages.includes(v), {
      error: BOOKING_FIELD_MESSAGES.package,
    }),
    name: requiredText(BOOKING_FIELD_MESSAGES.name, FIELD_LIMITS.name),
    email: requiredText(BOOKING_FIELD_MESSAGES.email, FIELD_LIMITS.email),
    phone: requiredText(BOOKING_FIELD_MESSAGES.phone, FIELD_LIMITS.phone),
    address: optionalText(FIELD_LIMITS.address),
    area: optionalChoice(DELIVERY_AREAS, BOOKING_FIELD_MESSAGES.area),
    preferredDate: optionalValue().refine((v) => v === "" || (isISODate(v) && v >= today), {
      error: BOOKING_FIELD_MESSAGES.preferredDate,
    }),
    preferredTime: optionalChoice(
      TIME_SLOTS.map((t) => t.value),
      BOOKING_FIELD_MESSAGES.preferredTime,
    ),
    message: optionalText(FIELD_LIMITS.message),
  });
}

export type BookingInput = z.input<ReturnType<typeof bookingSchema>>;
export type Booking = z.output<ReturnType<typeof bookingSchema>>;
