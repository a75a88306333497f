import { describe, expect, it } from "vitest";
import { ORDERS_STORAGE_KEY } from "~/data/constants";
import { DEMO_ORDERS } from "~/data/orders";
import type { CartItem } from "~/lib/cart";
import { OrderSchema } from "~/lib/entities";
import { findOrder, loadPlacedOrders, parsePlacedOrders, savePlacedOrder } from "~/lib/stores/orders";
import { buildPlacedOrder } from "~/lib/place-order";

const items: CartItem[] = [
  {
    id: 1,
    name: "Case",
    price: 24.99,
    image: "/images/products/a.svg",
    description: "d",
    category: "iphone",
    quantity: 2,
  },
  {
    id: 9,
    name: "Cable",
    price: 8.99,
    image: "/images/products/b.svg",
    description: "d",
    category: "cables",
    quantity: 1,
  },
];
const customer = { name: "Achieng Otieno", phone: "0712345678", email: "a@example.com", address: "", area: "Karen" };

describe("orders", () => {
  it("finds demo orders ignoring case and surrounding spaces", () => {
    expect(findOrder("ORD-2024-001", [])?.status).toBe("processing");
    expect(findOrder("  ord-2024-002 ", [])?.status).toBe("shipped");
    expect(findOrder("Ord-2024-003", [])?.status).toBe("delivered");
    expect(findOrder("ORD-2024-999", [])).toBeUndefined();
    expect(findOrder("   ", [])).toBeUndefined();
  });

  it("builds a placed order", () => {
    const now = new Date(2026, 10, 22, 23, 30);
    const order = buildPlacedOrder({ items, customer, method: "mpesa", now });
    expect(OrderSchema.parse(order)).toEqual(order);
    expect(order.orderId).toBe(`ORD${now.getTime()}`);
    expect(order.status).toBe("confirmed");
    expect(order.steps.map((s) => [s.title, s.completed, s.current])).toEqual([
      ["Order Confirmed", true, false],
      ["Processing", false, true],
      ["Out for Delivery", false, false],
      ["Delivered", false, false],
    ]);
    expect(order.estimatedDelivery).toBe("2026-11-23");
    const subtotal = 2 * 329_868 + 118_668;
    expect(order.payment).toEqual({
      method: "mpesa",
      amountCents: subtotal + Math.round(subtotal * 0.08),
      status: "Paid",
      state: "paid",
    });
    expect(order.items).toEqual([
      { name: "Case", quantity: 2, priceCents: 329_868 },
      { name: "Cable", quantity: 1, priceCents: 118_668 },
    ]);
  });

  it("saves placed orders so they can be found, and tolerates corrupted storage", () => {
    const order = buildPlacedOrder({ items, customer, method: "delivery", now: new Date(2026, 0, 5) });
    expect(savePlacedOrder(order)).toBe(true);
    expect(findOrder(order.orderId.toLowerCase())?.payment).toMatchObject({
      status: "Pay on delivery",
      state: "on-delivery",
    });
    expect(loadPlacedOrders()).toHaveLength(1);

    window.localStorage.setItem(ORDERS_STORAGE_KEY, "{not json");
    expect(loadPlacedOrders()).toEqual([]);
    expect(savePlacedOrder(order)).toBe(true);
    expect(loadPlacedOrders()).toHaveLength(1);

    expect(parsePlacedOrders(JSON.stringify({ state: { orders: [DEMO_ORDERS[0], { orderId: 5 }] } }))).toHaveLength(1);
    expect(parsePlacedOrders(JSON.stringify({ foreign: true }))).toEqual([]);
  });

  it("orders stored before payments were simulated (no payment state or receipt) still load", () => {
    const old = buildPlacedOrder({ items, customer, method: "mpesa", now: new Date(2025, 0, 5) });
    const { state, receipt, ...payment } = old.payment;
    expect([state, receipt]).toEqual(["paid", undefined]);
    const stored = { ...old, payment };
    const raw = JSON.stringify({ state: { orders: [stored] }, version: 0 });
    expect(parsePlacedOrders(raw)).toEqual([stored]);
  });
});
