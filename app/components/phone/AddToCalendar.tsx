import { useEffect, useState } from "react";
import { BOOKING_CALENDAR, BOOKING_PANEL } from "~/data/bookings";
import type { StoredBooking } from "~/lib/bookings-storage";
import { bookingCalendar, hasCalendarEvent } from "~/lib/ics";
import { button } from "~/styles/button.css";
import { visuallyHidden } from "~/styles/utils.css";

/**
 * "Add to calendar": downloads the booking's .ics, made in the browser (a
 * Blob URL, released when the link goes). Nothing when no date was chosen.
 */
export function AddToCalendar({ booking }: { booking: StoredBooking }) {
  const [href, setHref] = useState<string>();
  const event = hasCalendarEvent(booking);

  useEffect(() => {
    if (!event) return;
    const ics = bookingCalendar({
      reference: booking.reference,
      service: booking.service.title,
      package: booking.package,
      date: booking.date,
      timeSlot: booking.timeSlot,
      area: booking.area,
      address: booking.address,
      createdAt: booking.createdAt,
    });
    const url = URL.createObjectURL(new Blob([ics], { type: "text/calendar;charset=utf-8" }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [booking, event]);

  if (!event || !href) return null;
  return (
    <a className={button.primary} href={href} download={BOOKING_CALENDAR.fileName(booking.reference)}>
      {BOOKING_PANEL.addToCalendar} <span className={visuallyHidden}>{booking.reference}</span>
    </a>
  );
}
