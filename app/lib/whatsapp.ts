// "Send to SimuTech on WhatsApp": a plain wa.me link, nothing is requested from another host.
import { BRAND } from "~/data/brand";
import { NOT_GIVEN } from "~/data/orders";
import type { Order } from "./entities";
import { formatKsh } from "./money";

export function whatsappText(order: Pick<Order, "orderId" | "items" | "payment" | "customer">): string {
  return [
    `Hello ${BRAND.name}, about my order ${order.orderId}:`,
    ...order.items.map((item) => `- ${item.quantity} x ${item.name}`),
    `Total: ${formatKsh(order.payment.amountCents)}`,
    `Delivery area: ${order.customer.area || NOT_GIVEN}`,
  ].join("\n");
}

export const whatsappHref = (order: Parameters<typeof whatsappText>[0]): string =>
  `${BRAND.whatsappHref}?text=${encodeURIComponent(whatsappText(order))}`;
