import { BOOKING_CALENDAR, BOOKING_PANEL } from "~/data/bookings";
import type { StoredBooking } from "~/lib/stores/bookings-storage";
import { isISODate } from "~/lib/dates";
import { bookingCalendar } from "~/lib/ics";
import { button } from "~/styles/button.css";
import { visuallyHidden } from "~/styles/utils.css";

/** A data: URL, so nothing to release. */
export function AddToCalendar({ booking }: { booking: StoredBooking }) {
  if (!isISODate(booking.date)) return null;
  const ics = bookingCalendar({ ...booking, service: booking.service.title });
  return (
    <a
      className={button.primary}
      href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`}
      download={BOOKING_CALENDAR.fileName(booking.reference)}
    >
      {BOOKING_PANEL.addToCalendar} <span className={visuallyHidden}>{booking.reference}</span>
    </a>
  );
}
