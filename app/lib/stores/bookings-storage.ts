import { TIME_SLOTS } from "~/data/areas";
import { BOOKING_REFERENCE_PREFIX, BOOKINGS_STORAGE_KEY } from "~/data/bookings";
import { isISODate } from "../dates";
import type { Booking } from "../schemas/booking";
import { isRecord, keptValue, readList } from "./storage";

const TEXT_FIELDS = [
  "reference",
  "package",
  "name",
  "email",
  "phone",
  "address",
  "area",
  "date",
  "timeSlot",
  "message",
  "createdAt",
] as const;

/** `date` and `timeSlot` are "" when not chosen. */
export type StoredBooking = Record<(typeof TEXT_FIELDS)[number], string> & { service: { slug: string; title: string } };

const REFERENCE = new RegExp(`^${BOOKING_REFERENCE_PREFIX}\\d+$`);

// By hand: zod here would split its core into a chunk of its own for every visit's precache.
function readBooking(value: unknown): StoredBooking | undefined {
  if (!isRecord(value) || !isRecord(value.service)) return undefined;
  const { slug, title } = value.service;
  if (typeof slug !== "string" || typeof title !== "string") return undefined;
  const b = {} as Omit<StoredBooking, "service">;
  for (const field of TEXT_FIELDS) {
    const fieldValue = value[field];
    if (typeof fieldValue !== "string") return undefined;
    b[field] = fieldValue;
  }
  const valid =
    REFERENCE.test(b.reference) &&
    slug !== "" &&
    title !== "" &&
    b.package !== "" &&
    b.name.trim() !== "" &&
    (b.date === "" || isISODate(b.date)) &&
    (b.timeSlot === "" || TIME_SLOTS.some((t) => t.value === b.timeSlot)) &&
    !Number.isNaN(Date.parse(b.createdAt));
  return valid ? { ...b, service: { slug, title } } : undefined;
}

// {"state":{"bookings":[...]},"version":0}: broken entries are dropped (a reference seen twice keeps its first).
const kept = keptValue(BOOKINGS_STORAGE_KEY, "bookings", (stored) =>
  readList(stored, readBooking, (booking) => booking.reference),
);

export const { parse: parseBookings, serialize: serializeBookings, load: loadBookings } = kept;

/** A reference saved again replaces its entry; false when storage refuses it. */
export const saveBooking = (booking: StoredBooking) =>
  kept.save([...loadBookings().filter((b) => b.reference !== booking.reference), booking]);

export const clearBookings = () => kept.save([]);

export function newestFirst(bookings: readonly StoredBooking[]): StoredBooking[] {
  return [...bookings].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export function createBooking(values: Booking, service: StoredBooking["service"], now: Date): StoredBooking {
  const { preferredDate: date, preferredTime: timeSlot, ...rest } = values;
  return {
    reference: `${BOOKING_REFERENCE_PREFIX}${now.getTime()}`,
    service,
    ...rest,
    date,
    timeSlot,
    createdAt: now.toISOString(),
  };
}
