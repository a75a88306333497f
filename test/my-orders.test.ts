import { afterEach, describe, expect, it, vi } from "vitest";
import { ORDERS_STORAGE_KEY } from "~/data/constants";
import { DEMO_ORDERS } from "~/data/orders";
import { loadMyOrders, myOrders } from "~/lib/stores/my-orders";
import { clearPlacedOrders, loadPlacedOrders, savePlacedOrder } from "~/lib/stores/orders";
import { buildPlacedOrder } from "~/lib/place-order";

const customer = { name: "Achieng Otieno", phone: "0712345678", email: "a@example.com", address: "", area: "Karen" };
const item = (id: number, quantity: number) => ({
  id,
  name: `Item ${id}`,
  price: 10,
  image: "/images/products/a.svg",
  description: "d",
  category: "cables",
  quantity,
});
const older = buildPlacedOrder({
  items: [item(1, 2), item(2, 1)],
  customer,
  method: "mpesa",
  now: new Date("2026-11-20T08:00:00Z"),
});
const newer = buildPlacedOrder({
  items: [item(3, 1)],
  customer,
  method: "delivery",
  now: new Date("2026-11-22T09:30:00Z"),
});

afterEach(() => vi.restoreAllMocks());

describe("my orders", () => {
  it("lists ID, date, item count, KSh total and status, newest first", () => {
    const entries = myOrders([older, newer]);
    expect(entries.map((e) => e.orderId)).toEqual([newer.orderId, older.orderId]);
    expect(entries[1]).toMatchObject({
      orderId: older.orderId,
      placedAt: "2026-11-20T08:00:00.000Z",
      itemCount: 3,
      status: "Confirmed",
    });
    // 3 units x $10 x 132 = KSh 3,960.00 + 8% tax = KSh 4,276.80
    expect(entries[1]!.total).toBe("KSh 4,276.80");
    expect(entries[1]!.date).toMatch(/2026/);
    expect(entries[0]!.itemCount).toBe(1);
  });

  it("shows how each order was paid: method, payment status and the M-Pesa code", () => {
    const paybill = buildPlacedOrder({
      items: [item(1, 1)],
      customer,
      method: "mpesa",
      now: new Date("2026-11-23T09:30:00Z"),
      state: "awaiting",
      receipt: "QWERTY1234",
    });
    const paid = { ...older, payment: { ...older.payment, receipt: "TJ3MX6CLYC" } };
    expect(myOrders([paid, newer, paybill]).map((e) => e.payment)).toEqual([
      "M-Pesa, Awaiting confirmation, M-Pesa receipt QWERTY1234",
      "Pay on Delivery, Pay on delivery",
      "M-Pesa, Paid, M-Pesa receipt TJ3MX6CLYC",
    ]);
    // A demo order (no payment state or receipt stored) reads as it did.
    expect(myOrders([DEMO_ORDERS[2]!])[0]!.payment).toBe("Credit / Debit Card, Paid");
  });

  it("shows each demo order's status label", () => {
    expect(myOrders(DEMO_ORDERS).map((e) => [e.orderId, e.status])).toEqual([
      ["ORD-2024-001", "Processing"],
      ["ORD-2024-002", "Shipped"],
      ["ORD-2024-003", "Delivered"],
    ]);
  });

  it("lists orders kept for the visit (storage failed) once, with the stored ones", () => {
    expect(myOrders([older], [newer, older]).map((e) => e.orderId)).toEqual([newer.orderId, older.orderId]);
  });

  it("reads orders-storage through the orders module", () => {
    expect(loadMyOrders()).toEqual([]);
    savePlacedOrder(older);
    savePlacedOrder(newer);
    expect(loadMyOrders().map((e) => e.orderId)).toEqual([newer.orderId, older.orderId]);
  });

  it("corrupted or foreign orders-storage gives an empty list, never a throw", () => {
    for (const raw of ["{", "null", "[]", '{"state":{"orders":"x"}}', '{"state":{"items":[]}}', '"ORD1"']) {
      localStorage.setItem(ORDERS_STORAGE_KEY, raw);
      expect(loadMyOrders(), raw).toEqual([]);
    }
    const broken: unknown[] = [{ ...older, orderId: "X1" }, { ...older, items: [] }, null, newer];
    localStorage.setItem(ORDERS_STORAGE_KEY, JSON.stringify({ state: { orders: broken }, version: 0 }));
    expect(loadMyOrders().map((e) => e.orderId)).toEqual([newer.orderId]);
  });

  it("storage that throws gives only the orders kept for the visit", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(loadMyOrders([newer]).map((e) => e.orderId)).toEqual([newer.orderId]);
  });

  it("forgets the orders of this device", () => {
    savePlacedOrder(older);
    expect(clearPlacedOrders()).toBe(true);
    expect(loadPlacedOrders()).toEqual([]);
    expect(loadMyOrders()).toEqual([]);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(clearPlacedOrders()).toBe(false);
  });
});
