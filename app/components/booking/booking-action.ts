import { BOOKING_SENT, MISSING_INFORMATION } from "~/data/messages";
import { localISODate } from "~/lib/dates";
import type { Package } from "~/lib/entities";
import { fieldErrorsFrom, formValues, type ActionResult, type FieldErrors } from "~/lib/form-result";
import { BOOKING_DATE_INVALID, BOOKING_REQUIRED, bookingSchema, type Booking } from "~/lib/schemas/booking";

/** The toast for a refused booking: Missing Information when a required field is blank. */
export function bookingErrorToast(errors: FieldErrors) {
  return BOOKING_REQUIRED.some((name) => errors[name]) || errors.package ? MISSING_INFORMATION : BOOKING_DATE_INVALID;
}

/**
 * The service routes' clientAction body (loaded on demand, with zod): the
 * same schema as the form, "today" computed here in local time. Nothing is
 * sent anywhere; success returns the booking and the Booking Request Sent toast.
 */
export async function bookingAction(request: Request, packages: readonly Package[]): Promise<ActionResult<Booking>> {
  const schema = bookingSchema(
    localISODate(),
    packages.map((p) => p.name),
  );
  const parsed = schema.safeParse(formValues(await request.formData()));
  if (!parsed.success) {
    const errors = fieldErrorsFrom(parsed.error.issues);
    return { ok: false, errors, toast: bookingErrorToast(errors) };
  }
  return { ok: true, data: parsed.data, toast: BOOKING_SENT };
}
