// Relative imports only: the build reads WEB_APP in Node (web app manifest).
import type { ToastMessage } from "../lib/entities";
import { BRAND } from "./brand";

export const WEB_APP = {
  name: BRAND.name,
  shortName: "SimuTech",
  startUrl: "/",
  display: "standalone",
  /** Icon sizes in CSS px; the maskable icon has the larger size. */
  iconSizes: [192, 512],
  maskableSize: 512,
} as const;

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

/* Forgetting what this device keeps: the controls' labels (the dialog's texts are in ./forget.ts, loaded with it). */

export type ForgetKind = "orders" | "bookings";

export const FORGET_CONTROL: Readonly<Record<ForgetKind, string>> = {
  orders: "Forget orders on this device",
  bookings: "Forget bookings on this device",
};

/** Said while the code a control opens comes. */
export const DEVICE_LOADING = "Loading…";

export const PRINT_RECEIPT_LABEL = "Print or save receipt";

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
