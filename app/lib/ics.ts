// A booking request's calendar file (RFC 5545), in UTC: Nairobi's UTC+3 all year makes that a fixed offset.
import { CITY, TIME_SLOTS } from "~/data/areas";
import { BOOKING_CALENDAR, NAIROBI_UTC_OFFSET_HOURS } from "~/data/bookings";
import { isISODate, nextLocalDay } from "./dates";
import type { StoredBooking } from "./stores/bookings-storage";

/** What the calendar file needs of a stored booking, its service by title. */
export type CalendarBooking = Omit<StoredBooking, "service" | "name" | "email" | "phone" | "message"> & {
  service: string;
};

/** Nairobi time, as ["08:00", "10:00"]; undefined for anything but a listed slot. */
export const slotHours = (value: string) =>
  TIME_SLOTS.some((t) => t.value === value) ? (value.split("-") as [string, string]) : undefined;

/** 20260102T030405Z. */
export const icsUtc = (date: Date) => date.toISOString().replace(/[-:]|\.\d+/g, "");

const NAIROBI_OFFSET = `+${String(NAIROBI_UTC_OFFSET_HOURS).padStart(2, "0")}:00`;
const nairobiTime = (isoDate: string, time: string) => icsUtc(new Date(`${isoDate}T${time}:00${NAIROBI_OFFSET}`));

/** RFC 5545 3.3.11. */
export const escapeText = (value: string) =>
  value.replace(/[\\;,]|\r\n|\r|\n/g, (found) => ("\\;,".includes(found) ? `\\${found}` : "\\n"));

const utf8 = new TextEncoder();

/** RFC 5545 3.1: at most 75 octets of UTF-8 a line, split between characters. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8.encode(char).length;
    // The first line holds 75 octets; continuations 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const icsDate = (isoDate: string) => isoDate.replace(/-/g, "");

/** One VEVENT: the chosen slot, or the whole day when none was chosen. */
export function bookingCalendar(booking: CalendarBooking): string {
  if (!isISODate(booking.date)) throw new Error("A booking without a date has no calendar event");
  const slot = slotHours(booking.timeSlot);
  const nextDay = nextLocalDay(new Date(`${booking.date}T00:00`));
  const when = slot
    ? [`DTSTART:${nairobiTime(booking.date, slot[0])}`, `DTEND:${nairobiTime(booking.date, slot[1])}`]
    : [`DTSTART;VALUE=DATE:${icsDate(booking.date)}`, `DTEND;VALUE=DATE:${icsDate(nextDay)}`];
  const stamp = new Date(booking.createdAt);
  const location = [booking.address, booking.area, CITY].filter((part) => part.trim()).join(", ");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${BOOKING_CALENDAR.productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${booking.reference}@${BOOKING_CALENDAR.uidDomain}`,
    `DTSTAMP:${icsUtc(Number.isNaN(stamp.getTime()) ? new Date(0) : stamp)}`,
    ...when,
    `SUMMARY:${escapeText(BOOKING_CALENDAR.summary(booking.service, booking.package))}`,
    `LOCATION:${escapeText(location)}`,
    `DESCRIPTION:${escapeText(BOOKING_CALENDAR.description(booking.reference))}`,
    // A request until the shop confirms it.
    "STATUS:TENTATIVE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
