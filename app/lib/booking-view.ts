import { TIME_SLOTS } from "~/data/areas";
import { BOOKING_PANEL } from "~/data/bookings";
import type { StoredBooking } from "./stores/bookings-storage";
import { formatCalendarDate } from "./dates";

/** The facts a booking shows (panel and list), in order, each with "Not chosen" for what was left empty. */
export function bookingFacts(booking: StoredBooking): [term: string, value: string][] {
  const slot = TIME_SLOTS.find((t) => t.value === booking.timeSlot);
  const or = (value: string) => value || BOOKING_PANEL.notChosen;
  return [
    [BOOKING_PANEL.reference, booking.reference],
    [BOOKING_PANEL.service, booking.service.title],
    [BOOKING_PANEL.package, booking.package],
    [BOOKING_PANEL.date, or(booking.date && formatCalendarDate(booking.date))],
    [BOOKING_PANEL.timeSlot, or(slot?.label ?? "")],
    [BOOKING_PANEL.area, or(booking.area)],
  ];
}
