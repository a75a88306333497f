/** The service city. Checkout's city field is fixed to it (read-only). */
export const CITY = "Nairobi";

/** Where Payment on Delivery is offered. */
export const PAY_ON_DELIVERY_NOTE = `Payment on Delivery is available in ${CITY} only.`;

/** The 18 delivery / service areas, in this order. */
export const DELIVERY_AREAS = [
  "Westlands",
  "Karen",
  "Kilimani",
  "Lavington",
  "Runda",
  "Muthaiga",
  "Parklands",
  "Kileleshwa",
  "Upper Hill",
  "CBD",
  "Eastleigh",
  "Kasarani",
  "Embakasi",
  "Roysambu",
  "Kahawa",
  "Ngong Road",
  "Lang'ata",
  "Kitisuru",
] as const;

export type DeliveryArea = (typeof DELIVERY_AREAS)[number];

/** Contact page list: the first 12 delivery areas. */
export const CONTACT_AREAS: readonly DeliveryArea[] = DELIVERY_AREAS.slice(0, 12);

/** Booking time slots, two hours each. */
export const TIME_SLOTS = [
  { value: "08:00-10:00", label: "8-10 AM" },
  { value: "10:00-12:00", label: "10-12" },
  { value: "12:00-14:00", label: "12-2 PM" },
  { value: "14:00-16:00", label: "2-4" },
  { value: "16:00-18:00", label: "4-6" },
  { value: "18:00-20:00", label: "6-8 PM" },
] as const;
