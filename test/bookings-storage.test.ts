import { expect, it } from "vitest";
import { BOOKINGS_STORAGE_KEY } from "~/data/bookings";
import {
  clearBookings,
  loadBookings,
  newestFirst,
  parseBookings,
  saveBooking,
  serializeBookings,
  type StoredBooking,
} from "~/lib/stores/bookings-storage";
import { storedBooking as booking } from "./booking-fixtures";
import { refuseStorage } from "./storage-helpers";

const later: StoredBooking = {
  ...booking,
  reference: "BKG1795000100000",
  service: { slug: "android-ios-support", title: "Android & iOS Support" },
  package: "Standard",
  date: "",
  timeSlot: "",
  createdAt: "2026-11-22T18:00:00.000Z",
};

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

it("saves (a reference again replaces; a corrupted value goes, not a crash), loads, lists newest first and clears through localStorage, under bookings-storage in the cart's envelope", () => {
  localStorage.setItem(BOOKINGS_STORAGE_KEY, "{broken");
  expect(loadBookings()).toEqual([]);
  expect(saveBooking(booking)).toBe(true);
  expect(saveBooking(later)).toBe(true);
  expect(loadBookings()).toEqual([booking, later]);
  expect(newestFirst(loadBookings())).toEqual([later, booking]);
  expect(saveBooking({ ...booking, package: "Complete" })).toBe(true);
  expect(loadBookings()).toEqual([later, { ...booking, package: "Complete" }]);
  expect(clearBookings()).toBe(true);
  expect(loadBookings()).toEqual([]);
  expect(localStorage.getItem("bookings-storage")).toBe(serializeBookings([]));
  expect(serializeBookings([])).toBe('{"state":{"bookings":[]},"version":0}');
});

it("storage that throws or is full: reads give none, writes report false, nothing throws", () => {
  refuseStorage(true);
  expect(saveBooking(booking)).toBe(false);
  expect(clearBookings()).toBe(false);
  expect(loadBookings()).toEqual([]);
});
