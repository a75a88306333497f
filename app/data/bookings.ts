import { BRAND } from "./brand";

// A module of its own, so the pages that show orders, receipts and share buttons do not load these.

/** Said while the booking dialog's code loads. */
export const BOOKING_LOADING = "Loading the booking form…";

export const BOOKINGS_STORAGE_KEY = "bookings-storage";
export const BOOKING_REFERENCE_PREFIX = "BKG";

/** Nairobi keeps UTC+3 all year (no daylight saving): booking slots are in this time. */
export const NAIROBI_UTC_OFFSET_HOURS = 3;

export const BOOKING_PANEL = {
  title: "Booking request sent",
  reference: "Reference",
  service: "Service",
  package: "Package",
  date: "Date",
  timeSlot: "Time slot",
  area: "Area",
  notChosen: "Not chosen",
  addToCalendar: "Add to calendar",
  bookAnother: "Book another",
} as const;

export const BOOKING_CALENDAR = {
  productId: `-//${BRAND.name}//Bookings//EN`,
  /** UID domain: the shop's own mail domain. */
  uidDomain: BRAND.email.slice(BRAND.email.indexOf("@") + 1),
  fileName: (reference: string) => `simutech-booking-${reference}.ics`,
  summary: (service: string, pkg: string) => `${service}: ${pkg} package`,
  description: (reference: string) =>
    `${BRAND.name} booking request ${reference}. We will call you to confirm the appointment. Questions: ${BRAND.phone}.`,
} as const;

export const MY_BOOKINGS_TITLE = "Bookings on this device";
