import type { ClientActionFunctionArgs } from "@remix-run/react";
import { BOOKING_SENT } from "~/data/messages";
import { localISODate } from "~/lib/dates";
import { fieldErrorsFrom, formValues, type ActionResult } from "~/lib/form-result";
import { bookingSchema, bookingToast, packagesOf, type Booking } from "~/lib/schemas/booking";

/**
 * Action-only route for the booking dialog (posted by its fetcher from either
 * service page; the form names the service, whose packages the `package`
 * field must be one of). Same schema as the form, "today" in local time.
 * Nothing is sent anywhere: success returns the booking and the Booking
 * Request Sent toast. Visiting the URL shows the 404 page.
 */
export async function clientAction({ request }: ClientActionFunctionArgs): Promise<ActionResult<Booking>> {
  const values = formValues(await request.formData());
  const parsed = bookingSchema(localISODate(), packagesOf(values.service)).safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrorsFrom(parsed.error.issues);
    return { ok: false, errors, toast: bookingToast(errors) };
  }
  return { ok: true, data: parsed.data, toast: BOOKING_SENT };
}

export { default, meta } from "./$";
