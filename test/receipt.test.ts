import { describe, expect, it } from "vitest";
import { DEMO_ORDERS } from "~/data/orders";
import { orderTotals } from "~/lib/money";

describe("receipt totals", () => {
  it("adds up each demo order to the amount it was placed with", () => {
    for (const order of DEMO_ORDERS) {
      const t = orderTotals(order);
      expect(t.subtotalCents + t.taxCents + t.shippingCents, order.orderId).toBe(t.totalCents);
      expect(t.totalCents).toBe(order.payment.amountCents);
    }
    // ORD-2024-001: 329,868 + 2 x 118,668 + 237,468 = 804,672; tax 64,374
    expect(orderTotals(DEMO_ORDERS[0]!)).toEqual({
      subtotalCents: 804_672,
      shippingCents: 0,
      taxCents: 64_374,
      totalCents: 869_046,
    });
  });
});
