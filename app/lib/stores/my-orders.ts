// "My orders" on /track-order: loads with orders.ts, never with the page.
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_RECEIPT_LABEL } from "~/data/orders";
import { countItems } from "../cart";
import { formatDateTime } from "../dates";
import type { Order } from "../entities";
import { formatKsh } from "../money";
import { loadPlacedOrders } from "./orders";

function paymentSummary({ method, status, receipt }: Order["payment"]): string {
  const parts = [PAYMENT_METHOD_LABELS[method], status];
  if (receipt) parts.push(`${PAYMENT_RECEIPT_LABEL} ${receipt}`);
  return parts.join(", ");
}

/** Newest first. */
export function myOrders(orders: readonly Order[]) {
  return [...orders]
    .sort((a, b) => Date.parse(b.placedAt) - Date.parse(a.placedAt))
    .map((order) => ({
      orderId: order.orderId,
      placedAt: order.placedAt,
      date: formatDateTime(order.placedAt),
      itemCount: countItems(order.items),
      total: formatKsh(order.payment.amountCents),
      status: ORDER_STATUS_LABELS[order.status],
      // "M-Pesa, Paid, M-Pesa receipt TJ3MX6CLYC"
      payment: paymentSummary(order.payment),
    }));
}

export function loadMyOrders() {
  return myOrders(loadPlacedOrders());
}
