import { SHIPPING_CENTS } from "~/data/constants";
import type { Order } from "./entities";
import { taxCents, type Totals } from "./money";

/** From its stored lines, as at checkout; the total is the amount the order was placed with. */
export function orderTotals(order: Pick<Order, "items" | "payment">): Totals {
  const subtotalCents = order.items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
  return {
    subtotalCents,
    shippingCents: SHIPPING_CENTS,
    taxCents: taxCents(subtotalCents),
    totalCents: order.payment.amountCents,
  };
}
