import type { ClientActionFunctionArgs } from "@remix-run/react";
import { BOOKING_SENT } from "~/data/messages";
import { createBooking, saveBooking, type StoredBooking } from "~/lib/stores/bookings-storage";
import { localISODate } from "~/lib/dates";
import { clearDraft, bookingDraftKey } from "~/lib/stores/form-drafts";
import { answer, formValues, refuse, type ActionResult } from "~/lib/form-result";
import { bookingSchema, bookingToast, packagesOf } from "~/lib/schemas/booking";
import { serviceSlug } from "~/lib/slug";

/** The booking dialog's action: a booking refused by storage still stands for this visit, said without alarm. */
export async function clientAction({ request }: ClientActionFunctionArgs): Promise<ActionResult<StoredBooking>> {
  const values = formValues(await request.formData());
  const parsed = bookingSchema(localISODate(), packagesOf(values.service)).safeParse(values);
  if (!parsed.success) return refuse(parsed.error.issues, bookingToast);
  const title = values.service ?? "";
  const booking = createBooking(parsed.data, { slug: serviceSlug(title), title }, new Date());
  saveBooking(booking);
  clearDraft(bookingDraftKey(title));
  return answer({ ok: true, data: booking, toast: BOOKING_SENT });
}
