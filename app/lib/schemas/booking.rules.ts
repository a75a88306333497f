import { FIELD_LIMITS, TEXT_TOO_LONG } from "~/data/forms";
import { MISSING_INFORMATION } from "~/data/messages";
import { SETUP_HERO, SETUP_PACKAGES, SUPPORT_HERO, SUPPORT_PACKAGES } from "~/data/service-pages";
import type { ToastMessage } from "~/lib/entities";
import { onlyTooLong, type FieldErrors } from "~/lib/form-result";

/* The booking form's rules without zod (the dialog imports these; the schema in ./booking.ts loads on first use). */

/** Inline messages beside the booking fields (the toasts are in ~/data/messages). */
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
export const BOOKING_DATE_INVALID: ToastMessage = {
  title: "Choose Another Date",
  description: "The preferred date cannot be earlier than today",
};

/** The bookable services, by the title the dialog posts as `service`, and the package names each offers. */
const BOOKABLE_PACKAGES: Readonly<Record<string, readonly string[]>> = {
  [SETUP_HERO.title]: SETUP_PACKAGES.map((p) => p.name),
  [SUPPORT_HERO.title]: SUPPORT_PACKAGES.map((p) => p.name),
};

/** The package names of a posted service title (none for an unknown one: every package is then refused). */
export const packagesOf = (service: string | undefined): readonly string[] =>
  (service !== undefined && Object.hasOwn(BOOKABLE_PACKAGES, service) && BOOKABLE_PACKAGES[service]) || [];

/** Each text field's limit (schema `.max` and markup `maxLength`). */
export const BOOKING_LIMITS = {
  name: FIELD_LIMITS.name,
  email: FIELD_LIMITS.email,
  phone: FIELD_LIMITS.phone,
  address: FIELD_LIMITS.address,
  message: FIELD_LIMITS.message,
} as const;

/**
 * The toast of a refused booking: Missing Information when
 * a required field is blank (or the package is not the service's); Text Too
 * Long when a field over its limit is the only problem; otherwise the date
 * (or another choice) is wrong: Choose Another Date.
 */
export function bookingToast(errors: FieldErrors): ToastMessage | undefined {
  if (!Object.values(errors).some(Boolean)) return undefined;
  const blank = (["name", "email", "phone"] as const).some((name) => errors[name] === BOOKING_FIELD_MESSAGES[name]);
  if (blank || errors.package) return MISSING_INFORMATION;
  return onlyTooLong(errors, BOOKING_LIMITS) ? TEXT_TOO_LONG : BOOKING_DATE_INVALID;
}
