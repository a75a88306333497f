/**
 * "My orders" on /track-order: the orders placed on this device,
 * newest first, as the list shows them. Reads through orders.ts (the one
 * reader of `orders-storage`); loads with it, never with the page.
 */
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_RECEIPT_LABEL } from "~/data/orders";
import { formatDateTime } from "../dates";
import type { Order } from "../entities";
import { formatKsh } from "../money";
import { loadPlacedOrders } from "./orders";

export interface MyOrderEntry {
  orderId: string;
  /** ISO timestamp, for <time dateTime>. */
  placedAt: string;
  /** "3 Dec 2024, 10:40 am" */
  date: string;
  /** Units ordered (quantities added up). */
  itemCount: number;
  /** "KSh 8,690.46" */
  total: string;
  /** "Confirmed", "Shipped"… */
  status: string;
  /** "M-Pesa, Paid, M-Pesa receipt TJ3MX6CLYC", "Pay on Delivery, Pay on delivery"… */
  payment: string;
}

/** How an order was paid, in one line: method, status and the M-Pesa code if there is one. */
function paymentSummary({ method, status, receipt }: Order["payment"]): string {
  const parts = [PAYMENT_METHOD_LABELS[method], status];
  if (receipt) parts.push(`${PAYMENT_RECEIPT_LABEL} ${receipt}`);
  return parts.join(", ");
}

/**
 * The list entries, newest first. `kept` are orders this visit placed but
 * could not store (full or blocked storage): they are listed too, once.
 */
export function myOrders(stored: readonly Order[], kept: readonly Order[] = []): MyOrderEntry[] {
  const byId = new Map<string, Order>();
  for (const order of [...stored, ...kept]) byId.set(order.orderId, order);
  return [...byId.values()]
    .sort((a, b) => Date.parse(b.placedAt) - Date.parse(a.placedAt))
    .map((order) => ({
      orderId: order.orderId,
      placedAt: order.placedAt,
      date: formatDateTime(order.placedAt),
      itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
      total: formatKsh(order.payment.amountCents),
      status: ORDER_STATUS_LABELS[order.status],
      payment: paymentSummary(order.payment),
    }));
}

/** The orders stored on this device (corrupted storage gives none), plus those kept for this visit. */
export function loadMyOrders(kept: readonly Order[] = []): MyOrderEntry[] {
  return myOrders(loadPlacedOrders(), kept);
}
