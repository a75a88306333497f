import type { ClientActionFunctionArgs } from "@remix-run/react";
import { BOOKING_SENT } from "~/data/messages";
import { createBooking, saveBooking, type StoredBooking } from "~/lib/stores/bookings-storage";
import { localISODate } from "~/lib/dates";
import { clearDraft, bookingDraftKey } from "~/lib/stores/form-drafts";
import { answer, fieldErrorsFrom, formValues, type ActionResult } from "~/lib/form-result";
import { bookingSchema, bookingToast, packagesOf } from "~/lib/schemas/booking";
import { serviceSlug } from "~/lib/slug";

/**
 * Action-only route for the booking dialog (posted by its fetcher from either
 * service page; the form names the service, whose packages the `package`
 * field must be one of). Same schema as the form, "today" in local time.
 * Nothing is sent anywhere: an accepted request becomes a booking with its
 * reference (BKG + Date.now()), kept in `bookings-storage`, and is returned
 * with the Booking Request Sent toast. When storage refuses it (full, private
 * mode) the booking is still returned: the page keeps it for the visit and
 * nothing alarming is said. Visiting the URL shows the 404 page.
 */
export async function clientAction({ request }: ClientActionFunctionArgs): Promise<ActionResult<StoredBooking>> {
  const values = formValues(await request.formData());
  const parsed = bookingSchema(localISODate(), packagesOf(values.service)).safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrorsFrom(parsed.error.issues);
    return answer({ ok: false, errors, toast: bookingToast(errors) });
  }
  // packagesOf accepted the package, so `service` is one of the bookable service titles.
  const title = values.service ?? "";
  const booking = createBooking(parsed.data, { slug: serviceSlug(title), title }, new Date());
  saveBooking(booking);
  clearDraft(bookingDraftKey(title));
  return answer({ ok: true, data: booking, toast: BOOKING_SENT });
}
