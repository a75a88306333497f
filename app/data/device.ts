/**
 * "On this phone" (PRODUCT.md): the installable app, orders and bookings kept
 * on this device, receipts and sharing. Texts and keys, written once.
 * Relative imports only: the build reads WEB_APP in Node (web app manifest).
 */
import type { ToastMessage } from "../lib/entities";
import { BRAND } from "./brand";

/** The web app manifest's identity (colours come from the theme's palette). */
export const WEB_APP = {
  name: BRAND.name,
  shortName: "SimuTech",
  startUrl: "/",
  display: "standalone",
  /** Icon sizes in CSS px; the maskable icon has the larger size. */
  iconSizes: [192, 512],
  maskableSize: 512,
} as const;

/* Bookings kept on this device. */

export const BOOKINGS_STORAGE_KEY = "bookings-storage";
/** Booking requests get BOOKING_REFERENCE_PREFIX + Date.now(). */
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

/** The calendar file of a booking request (an .ics made in the browser). */
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

/* Orders kept on this device. */

export const MY_ORDERS_TITLE = "My orders";
export const MY_ORDERS_LEAD = "Orders placed on this device, newest first.";
export const MY_ORDERS_COLUMNS = {
  id: "Order ID",
  date: "Date",
  items: "Items",
  total: "Total",
  status: "Status",
  track: "Track",
} as const;

/* Forgetting what this device keeps. */

export type ForgetKind = "orders" | "bookings";

export const FORGET: Readonly<
  Record<ForgetKind, { control: string; title: string; text: string; confirm: string; done: ToastMessage }>
> = {
  orders: {
    control: "Forget orders on this device",
    title: "Forget orders on this device?",
    text: "The list of orders placed on this phone is removed. Your orders themselves are not cancelled: you can still track them with their order ID.",
    confirm: "Forget orders",
    done: { title: "Orders forgotten", description: "This device no longer lists your orders." },
  },
  bookings: {
    control: "Forget bookings on this device",
    title: "Forget bookings on this device?",
    text: "The list of booking requests made on this phone is removed. Your booking requests themselves are not cancelled.",
    confirm: "Forget bookings",
    done: { title: "Bookings forgotten", description: "This device no longer lists your bookings." },
  },
};

export const CANCEL_LABEL = "Cancel";

/* Receipts. */

export const PRINT_RECEIPT_LABEL = "Print or save receipt";
export const RECEIPT = {
  title: "Receipt",
  orderId: "Order ID",
  date: "Date",
  item: "Item",
  quantity: "Quantity",
  unitPrice: "Unit price",
  amount: "Amount",
  subtotal: "Subtotal",
  shipping: "Shipping",
  free: "Free",
  tax: (percent: number) => `Tax (${percent}%)`,
  total: "Total",
  payment: "Payment",
  customer: "Customer",
  deliveryArea: "Delivery area",
  thanks: `Asante for shopping with ${BRAND.name}.`,
} as const;

/* Sharing. */

export const SHARE_LABEL = "Share";
/** The share sheet's title, and what the button names for screen readers. */
export const SHARE_ORDER = {
  title: (orderId: string) => `${BRAND.name} order ${orderId}`,
  what: (orderId: string) => `order ${orderId}`,
} as const;
export const COPY_LINK_LABEL = "Copy link";
export const LINK_COPIED: ToastMessage = { title: "Link copied", description: "Paste it anywhere to share it." };
/** When the browser lets no page copy: the link is shown so it can be copied by hand. */
export const COPY_LINK_BY_HAND = (url: string): ToastMessage => ({ title: "Copy this link", description: url });
