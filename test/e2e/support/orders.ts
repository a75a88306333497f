/** Orders: one placed on this device, seeded into orders-storage as checkout saves it. */
import { DEMO_ORDERS } from "../../../app/data/orders";
import { ORDERS_KEY } from "./shop";

export const PLACED_ORDER_ID = "ORD1767225600000";

export function placedOrdersInitScript(): string {
  const demo = DEMO_ORDERS[0]!;
  const order = {
    ...demo,
    orderId: PLACED_ORDER_ID,
    status: "confirmed",
    placedAt: "2026-01-01T00:00:00.000Z",
    steps: demo.steps.map((s, i) => ({
      ...s,
      timestamp: i === 0 ? "2026-01-01T00:00:00.000Z" : null,
      completed: i === 0,
      current: i === 1,
    })),
    estimatedDelivery: "2026-01-02",
  };
  const value = JSON.stringify({ state: { orders: [order] }, version: 0 });
  return `try { localStorage.setItem(${JSON.stringify(ORDERS_KEY)}, ${JSON.stringify(value)}); } catch {}`;
}
