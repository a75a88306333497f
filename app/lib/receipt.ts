import type { Order } from "./entities";
import { totalsOf, type Totals } from "./money";

/** From its stored lines, as at checkout; the total is the amount the order was placed with. */
export const orderTotals = (order: Pick<Order, "items" | "payment">): Totals => ({
  ...totalsOf(order.items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0)),
  totalCents: order.payment.amountCents,
});
