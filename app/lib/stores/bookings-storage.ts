import { TIME_SLOTS } from "~/data/areas";
import { BOOKING_REFERENCE_PREFIX, BOOKINGS_STORAGE_KEY } from "~/data/bookings";
import { isISODate } from "../dates";
import type { Booking } from "../schemas/booking";
import { isRecord, readState, readStorage, stateJson, writeStorage } from "./storage";

// {"state":{"bookings":[...]},"version":0}: broken entries are dropped; a failed write returns false.
export { BOOKINGS_STORAGE_KEY } from "~/data/bookings";

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

// By hand: zod here would split its core into a chunk of its own for every visit's precache.
function readBooking(value: unknown): StoredBooking | undefined {
  if (!isRecord(value) || !isRecord(value.service)) return undefined;
  const { slug, title } = value.service;
  if (typeof slug !== "string" || typeof title !== "string") return undefined;
  const text: Partial<StoredBooking> = {};
  for (const field of TEXT_FIELDS) {
    const fieldValue = value[field];
    if (typeof fieldValue !== "string") return undefined;
    text[field] = fieldValue;
  }
  return { ...(text as StoredBooking), service: { slug, title } };
}

const REFERENCE = new RegExp(`^${BOOKING_REFERENCE_PREFIX}\\d+$`);

function isValid(b: StoredBooking): boolean {
  return (
    REFERENCE.test(b.reference) &&
    b.service.slug !== "" &&
    b.service.title !== "" &&
    b.package !== "" &&
    b.name.trim() !== "" &&
    (b.date === "" || isISODate(b.date)) &&
    (b.timeSlot === "" || TIME_SLOTS.some((t) => t.value === b.timeSlot)) &&
    !Number.isNaN(Date.parse(b.createdAt))
  );
}

/** A reference seen twice keeps its first entry. */
export function parseBookings(raw: string | null): StoredBooking[] {
  const stored = readState(raw, "bookings");
  if (!Array.isArray(stored)) return [];
  const seen = new Set<string>();
  return stored.flatMap((candidate: unknown) => {
    const booking = readBooking(candidate);
    if (!booking || !isValid(booking) || seen.has(booking.reference)) return [];
    seen.add(booking.reference);
    return [booking];
  });
}

export function serializeBookings(bookings: readonly StoredBooking[]): string {
  return stateJson({ bookings });
}

export function loadBookings(): StoredBooking[] {
  return parseBookings(readStorage(BOOKINGS_STORAGE_KEY));
}

/** A reference saved again replaces its entry. */
export function saveBooking(booking: StoredBooking): boolean {
  const others = loadBookings().filter((b) => b.reference !== booking.reference);
  return writeStorage(BOOKINGS_STORAGE_KEY, serializeBookings([...others, booking]));
}

export function clearBookings(): boolean {
  return writeStorage(BOOKINGS_STORAGE_KEY, serializeBookings([]));
}

export function newestFirst(bookings: readonly StoredBooking[]): StoredBooking[] {
  return [...bookings].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export function createBooking(values: Booking, service: { slug: string; title: string }, now: Date): StoredBooking {
  const { preferredDate: date, preferredTime: timeSlot, ...rest } = values;
  const { slug, title } = service;
  return {
    reference: `${BOOKING_REFERENCE_PREFIX}${now.getTime()}`,
    service: { slug, title },
    ...rest,
    date,
    timeSlot,
    createdAt: now.toISOString(),
  };
}
