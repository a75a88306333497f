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

/* Orders kept on this device. */

export const MY_ORDERS_TITLE = "My orders";
export const MY_ORDERS_LEAD = "Orders placed on this device, newest first.";
export const MY_ORDERS_COLUMNS = {
  id: "Order ID",
  date: "Date",
  items: "Items",
  total: "Total",
  status: "Status",
  payment: "Payment",
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
