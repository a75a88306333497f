import { describe, expect, it } from "vitest";
import { DEMO_ORDERS } from "~/data/orders";
import { orderTotals } from "~/lib/money";

describe("receipt totals", () => {
  // ORD-2024-001's figures, to the cent: the Receipt's test (test/phone-components.test.tsx) reads them.
  it("adds up each demo order to the amount it was placed with", () => {
    for (const order of DEMO_ORDERS) {
      const t = orderTotals(order);
      expect(t.subtotalCents + t.taxCents + t.shippingCents, order.orderId).toBe(t.totalCents);
      expect(t.totalCents).toBe(order.payment.amountCents);
    }
  });
});
