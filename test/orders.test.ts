// Orders placed on this device: kept in orders-storage, and My orders' list of them (building one: checkout-action).
import { describe, expect, it } from "vitest";
import { DEMO_ORDERS } from "~/data/orders";
import { loadMyOrders, myOrders } from "~/lib/stores/my-orders";
import {
  clearPlacedOrders,
  findOrder,
  findOrderByCheckoutKey,
  loadPlacedOrders,
  parsePlacedOrders,
  savePlacedOrder,
} from "~/lib/stores/orders";
import { buildPlacedOrder } from "~/lib/place-order";
import { customer, twoLines as items } from "./cart-fixtures";
import { refuseStorage } from "./storage-helpers";

const older = buildPlacedOrder({ items, customer, method: "mpesa", now: new Date(2026, 10, 20, 11, 0) });
const newer = buildPlacedOrder({
  items: items.slice(1),
  customer,
  method: "delivery",
  now: new Date(2026, 10, 22, 9, 30),
});
const envelope = (orders: unknown[]) => JSON.stringify({ state: { orders }, version: 0 });

describe("orders-storage", () => {
  it("keeps placed orders to be found by ID (any case) and listed newest first; forgets them", () => {
    expect(loadMyOrders()).toEqual([]);
    expect(savePlacedOrder(older)).toBe(true);
    expect(savePlacedOrder(newer)).toBe(true);
    expect(findOrder(newer.orderId.toLowerCase())?.payment).toMatchObject({ state: "on-delivery" });
    expect(loadMyOrders().map((e) => e.orderId)).toEqual([newer.orderId, older.orderId]);
    expect(clearPlacedOrders()).toBe(true);
    expect(loadPlacedOrders()).toEqual([]);
  });

  it("broken orders are dropped, and the next save replaces a corrupted value", () => {
    const broken: unknown[] = [{ ...older, orderId: "X1" }, { ...older, items: [] }, { orderId: 5 }, null, newer];
    localStorage.setItem("orders-storage", envelope(broken));
    expect(loadPlacedOrders()).toEqual([newer]);
    localStorage.setItem("orders-storage", "{not json");
    expect(savePlacedOrder(older)).toBe(true);
    expect(loadPlacedOrders()).toEqual([older]);
  });

  it("orders stored before payments were simulated (no payment state or receipt) still load", () => {
    const { state: _, ...payment } = older.payment;
    expect(parsePlacedOrders(envelope([{ ...older, payment }]))).toEqual([{ ...older, payment }]);
  });

  it("storage that refuses: the visit's orders are still found, listed once and guarded, until forgotten", () => {
    expect(savePlacedOrder(older)).toBe(true);
    const setItem = refuseStorage();
    expect(savePlacedOrder(newer, "key-1")).toBe(false);
    expect(findOrder(newer.orderId)).toEqual(newer);
    expect(findOrderByCheckoutKey("key-1")).toEqual(newer);
    expect(loadMyOrders().map((e) => e.orderId)).toEqual([newer.orderId, older.orderId]);
    // Storage back: the next order stores the visit's too.
    setItem.mockRestore();
    const third = { ...older, orderId: "ORD1" };
    expect(savePlacedOrder(third)).toBe(true);
    expect(parsePlacedOrders(localStorage.getItem("orders-storage")).map((o) => o.orderId)).toEqual([
      older.orderId,
      newer.orderId,
      "ORD1",
    ]);
    refuseStorage(true);
    expect(savePlacedOrder(older)).toBe(false);
    expect(clearPlacedOrders()).toBe(false);
    expect(loadMyOrders()).toEqual([]);
  });
});

describe("My orders", () => {
  it("lists ID, date, item count, KSh total and status, newest first", () => {
    const entries = myOrders([older, newer]);
    expect(entries.map((e) => e.orderId)).toEqual([newer.orderId, older.orderId]);
    expect(entries[1]).toMatchObject({ placedAt: older.placedAt, itemCount: 3, status: "Confirmed" });
    // 2 x 3,298.68 + 2,374.68 = 8,972.04 KSh, + 8% tax = 9,689.80
    expect(entries[1]!.total).toBe("KSh 9,689.80");
    expect(entries[1]!.date).toMatch(/2026/);
    expect(myOrders(DEMO_ORDERS).map((e) => e.status)).toEqual(["Processing", "Shipped", "Delivered"]);
  });

  it("shows how each order was paid: method, payment status and the M-Pesa code", () => {
    const paybill = buildPlacedOrder({
      items,
      customer,
      method: "mpesa",
      now: new Date(2026, 10, 23, 9, 30),
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
});
