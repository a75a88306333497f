/**
 * The calendar file of a booking request (RFC 5545), built in the browser.
 * Times are written in UTC (`Z`): unambiguous for every calendar app, and
 * Nairobi's UTC+3 all year makes the conversion a fixed offset.
 */
import { CITY, TIME_SLOTS } from "~/data/areas";
import { BOOKING_CALENDAR, NAIROBI_UTC_OFFSET_HOURS } from "~/data/bookings";
import { isISODate } from "./dates";

export interface CalendarBooking {
  reference: string;
  service: string;
  package: string;
  /** YYYY-MM-DD, or "" when no date was chosen (then there is no event to add). */
  date: string;
  /** A TIME_SLOTS value ("08:00-10:00"), or "" for an all-day event. */
  timeSlot: string;
  area: string;
  address: string;
  /** ISO timestamp of the request (DTSTAMP). */
  createdAt: string;
}

interface SlotHours {
  start: { hour: number; minute: number };
  end: { hour: number; minute: number };
}

const SLOT = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/;

/** Start and end (Nairobi time) of one of the listed time slots; undefined for anything else. */
export function slotHours(value: string): SlotHours | undefined {
  if (!TIME_SLOTS.some((t) => t.value === value)) return undefined;
  const m = SLOT.exec(value);
  if (!m) return undefined;
  return {
    start: { hour: Number(m[1]), minute: Number(m[2]) },
    end: { hour: Number(m[3]), minute: Number(m[4]) },
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** 20261201T050000Z */
export function icsUtc(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** A wall-clock time in Nairobi on a YYYY-MM-DD, as an instant. */
function nairobiTime(isoDate: string, hour: number, minute: number): Date {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, hour - NAIROBI_UTC_OFFSET_HOURS, minute));
}

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma, newline. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * Line folding (RFC 5545 3.1): no line longer than 75 octets of UTF-8; a
 * continuation starts with one space. Splits fall between characters, never
 * inside a multi-byte one.
 */
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

/** Whole days: DTSTART;VALUE=DATE:20261201 */
const icsDate = (isoDate: string) => isoDate.replace(/-/g, "");

function nextDay(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return `${pad(next.getUTCFullYear(), 4)}${pad(next.getUTCMonth() + 1)}${pad(next.getUTCDate())}`;
}

/** True when the booking names a day, so there is an event to put in a calendar. */
export function hasCalendarEvent(booking: Pick<CalendarBooking, "date">): boolean {
  return isISODate(booking.date);
}

/**
 * VCALENDAR with one VEVENT for the booking: the chosen 2-hour slot in
 * Nairobi time (or the whole day when no slot was chosen), UID = the booking
 * reference at the shop's domain. CRLF line endings, folded lines.
 */
export function bookingCalendar(booking: CalendarBooking): string {
  if (!hasCalendarEvent(booking)) throw new Error("A booking without a date has no calendar event");
  const slot = slotHours(booking.timeSlot);
  const when = slot
    ? [
        `DTSTART:${icsUtc(nairobiTime(booking.date, slot.start.hour, slot.start.minute))}`,
        `DTEND:${icsUtc(nairobiTime(booking.date, slot.end.hour, slot.end.minute))}`,
      ]
    : [`DTSTART;VALUE=DATE:${icsDate(booking.date)}`, `DTEND;VALUE=DATE:${nextDay(booking.date)}`];
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
