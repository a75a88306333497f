import { SHIPPING_CENTS } from "~/data/constants";
import type { Order } from "./entities";
import { taxCents, type Totals } from "./money";

/**
 * An order's receipt totals from its stored lines (KSh cents): subtotal of
 * unit price x quantity, tax and shipping as at checkout. The total is the
 * amount the order was placed with.
 */
export function orderTotals(order: Pick<Order, "items" | "payment">): Totals {
  const subtotalCents = order.items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
  return {
    subtotalCents,
    shippingCents: SHIPPING_CENTS,
    taxCents: taxCents(subtotalCents),
    totalCents: order.payment.amountCents,
  };
}
