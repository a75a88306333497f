import { describe, expect, it, vi } from "vitest";
import {
  BOOKINGS_STORAGE_KEY,
  clearBookings,
  createBooking,
  loadBookings,
  newestFirst,
  newBookingReference,
  parseBookings,
  saveBooking,
  serializeBookings,
  withBooking,
  type StoredBooking,
} from "~/lib/stores/bookings-storage";
import { storedBooking as booking } from "./booking-fixtures";

const later: StoredBooking = {
  ...booking,
  reference: "BKG1795000100000",
  service: { slug: "android-ios-support", title: "Android & iOS Support" },
  package: "Standard",
  date: "",
  timeSlot: "",
  createdAt: "2026-11-22T18:00:00.000Z",
};

describe("bookings-storage", () => {
  it("drops individually broken bookings and keeps the valid ones", () => {
    const raw = JSON.stringify({
      state: {
        bookings: [
          booking,
          { ...later, reference: "ORD123" }, // not a booking reference
          { ...later, reference: "BKG" },
          { ...later, reference: "BKG2", date: "2026-02-30" }, // not a date
          { ...later, reference: "BKG3", timeSlot: "07:00-09:00" }, // not a listed slot
          { ...later, reference: "BKG4", createdAt: "yesterday" },
          { ...later, reference: "BKG5", name: "  " },
          { ...later, reference: "BKG6", service: "Setup" }, // wrong shape
          { ...later, reference: "BKG7", message: undefined }, // missing field
          null,
          "x",
          { ...booking, package: "Other" }, // duplicate reference: first wins
          later,
        ],
      },
      version: 0,
    });
    expect(parseBookings(raw)).toEqual([booking, later]);
  });

  it("saves, loads and clears through localStorage, under bookings-storage in the cart's envelope", () => {
    expect(loadBookings()).toEqual([]);
    expect(saveBooking(booking)).toBe(true);
    expect(saveBooking(later)).toBe(true);
    expect(loadBookings()).toEqual([booking, later]);
    expect(saveBooking({ ...booking, package: "Complete" })).toBe(true);
    expect(loadBookings()).toEqual([later, { ...booking, package: "Complete" }]);
    expect(clearBookings()).toBe(true);
    expect(loadBookings()).toEqual([]);
    expect(localStorage.getItem("bookings-storage")).toBe(serializeBookings([]));
    expect(serializeBookings([])).toBe('{"state":{"bookings":[]},"version":0}');
  });

  it("a corrupted stored value is replaced by the next save, not a crash", () => {
    localStorage.setItem(BOOKINGS_STORAGE_KEY, "{broken");
    expect(loadBookings()).toEqual([]);
    expect(saveBooking(booking)).toBe(true);
    expect(loadBookings()).toEqual([booking]);
  });

  it("storage that throws or is full: reads give none, writes report false, nothing throws", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(saveBooking(booking)).toBe(false);
    expect(clearBookings()).toBe(false);
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(loadBookings()).toEqual([]);
  });

  it("withBooking adds or replaces by reference (the visit's list when storage fails); lists newest first", () => {
    expect(withBooking([], booking)).toEqual([booking]);
    expect(withBooking([booking, later], { ...booking, area: "CBD" })).toEqual([later, { ...booking, area: "CBD" }]);
    expect(newestFirst([booking, later])).toEqual([later, booking]);
  });

  it("gives a request the reference BKG + Date.now() and keeps what the form sent", () => {
    const now = new Date("2026-11-22T17:40:00.000Z");
    expect(newBookingReference(now)).toBe(`BKG${now.getTime()}`);
    const created = createBooking(
      {
        package: "Basic",
        name: "Achieng Otieno",
        email: "achieng@example.com",
        phone: "0712345678",
        address: "",
        area: "Karen",
        preferredDate: "2026-12-01",
        preferredTime: "08:00-10:00",
        message: "",
      },
      booking.service,
      now,
    );
    expect(created).toEqual({ ...booking, reference: `BKG${now.getTime()}` });
  });
});
