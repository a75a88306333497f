import type { StoredBooking } from "~/lib/stores/bookings-storage";

/** A booking as bookings-storage keeps it, shared by the storage and the phone component tests. */
export const storedBooking: StoredBooking = {
  reference: "BKG1795000000000",
  service: { slug: "multi-brand-device-setup", title: "Multi-Brand Device Setup" },
  package: "Basic",
  name: "Achieng Otieno",
  email: "achieng@example.com",
  phone: "0712345678",
  address: "",
  area: "Karen",
  date: "2026-12-01",
  timeSlot: "08:00-10:00",
  message: "",
  createdAt: "2026-11-22T17:40:00.000Z",
};
