// A booking request's calendar file (RFC 5545), in UTC: Nairobi's UTC+3 all year makes that a fixed offset.
import { CITY, TIME_SLOTS } from "~/data/areas";
import { BOOKING_CALENDAR, NAIROBI_UTC_OFFSET_HOURS } from "~/data/bookings";
import { isISODate } from "./dates";
import type { StoredBooking } from "./stores/bookings-storage";

/** What the calendar file needs of a stored booking, its service by title. */
export type CalendarBooking = Omit<StoredBooking, "service" | "name" | "email" | "phone" | "message"> & {
  service: string;
};

const SLOT = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/;

/** Nairobi time; undefined for anything but a listed slot. */
export function slotHours(value: string) {
  const m = TIME_SLOTS.some((t) => t.value === value) && SLOT.exec(value);
  if (!m) return undefined;
  return {
    start: { hour: Number(m[1]), minute: Number(m[2]) },
    end: { hour: Number(m[3]), minute: Number(m[4]) },
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

export function icsUtc(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

function utcTime(isoDate: string, days: number, hour: number, minute: number): Date {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days, hour, minute));
}

const nairobiTime = (isoDate: string, { hour, minute }: { hour: number; minute: number }) =>
  icsUtc(utcTime(isoDate, 0, hour - NAIROBI_UTC_OFFSET_HOURS, minute));

/** RFC 5545 3.3.11. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** RFC 5545 3.1: at most 75 octets of UTF-8 a line, split between characters. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0)!);
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

const icsDate = (isoDate: string, days = 0) => icsUtc(utcTime(isoDate, days, 0, 0)).slice(0, 8);

/** One VEVENT: the chosen slot, or the whole day when none was chosen. */
export function bookingCalendar(booking: CalendarBooking): string {
  if (!isISODate(booking.date)) throw new Error("A booking without a date has no calendar event");
  const slot = slotHours(booking.timeSlot);
  const when = slot
    ? [`DTSTART:${nairobiTime(booking.date, slot.start)}`, `DTEND:${nairobiTime(booking.date, slot.end)}`]
    : [`DTSTART;VALUE=DATE:${icsDate(booking.date)}`, `DTEND;VALUE=DATE:${icsDate(booking.date, 1)}`];
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
