/**
 * Orders: the three demo orders plus the orders placed on this device
 * (`orders-storage`) and lookup by ID; building a new order is
 * ./place-order's (checkout only), so the lookup does not carry it.
 * No zod: stored orders are checked by hand (./order-check), so a shared
 * tracking link loads no validation library. The tracking route loads this
 * module during its lookup's wait; the checkout when an order is placed.
 */
import { ORDERS_STORAGE_KEY } from "~/data/constants";
import { DEMO_ORDERS } from "~/data/orders";
import type { Order } from "../entities";
import { isRecord, readOrder } from "../order-check";
import { parseJson, readStorage, writeStorage } from "./storage";

/** A stored order may carry the checkout key it was placed with: the checkout's guard against a second order. */
type StoredOrder = Order & { checkoutKey?: string };

function readStoredOrder(value: unknown): StoredOrder | undefined {
  const order = readOrder(value);
  if (!order || !isRecord(value)) return undefined;
  const { checkoutKey } = value;
  if (checkoutKey === undefined) return order;
  return typeof checkoutKey === "string" ? { ...order, checkoutKey } : undefined;
}

function parseStoredOrders(raw: string | null): StoredOrder[] {
  const envelope = parseJson(raw);
  const state = isRecord(envelope) ? envelope.state : undefined;
  const orders = isRecord(state) ? state.orders : undefined;
  if (!Array.isArray(orders)) return [];
  return (orders as unknown[]).flatMap((o) => {
    const order = readStoredOrder(o);
    return order ? [order] : [];
  });
}

function withoutKey(stored: StoredOrder): Order {
  const { checkoutKey, ...order } = stored;
  return order;
}

/** Placed orders from storage; corrupted or foreign values yield none, broken entries are dropped. */
export function parsePlacedOrders(raw: string | null): Order[] {
  return parseStoredOrders(raw).map(withoutKey);
}

export function loadPlacedOrders(): Order[] {
  return parsePlacedOrders(readStorage(ORDERS_STORAGE_KEY));
}

/** The order already placed with this checkout key, if any. */
export function findOrderByCheckoutKey(checkoutKey: string): Order | undefined {
  const stored = parseStoredOrders(readStorage(ORDERS_STORAGE_KEY)).find((o) => o.checkoutKey === checkoutKey);
  return stored ? withoutKey(stored) : undefined;
}

/** Adds (or replaces, by ID) an order, with the checkout key that placed it; false when storage is unavailable or full. */
export function savePlacedOrder(order: Order, checkoutKey?: string): boolean {
  const orders = parseStoredOrders(readStorage(ORDERS_STORAGE_KEY)).filter((o) => o.orderId !== order.orderId);
  orders.push(checkoutKey ? { ...order, checkoutKey } : order);
  return writeStorage(ORDERS_STORAGE_KEY, JSON.stringify({ state: { orders }, version: 0 }));
}

/** Forgets the orders placed on this device ("My orders"); false when storage could not be written. */
export function clearPlacedOrders(): boolean {
  return writeStorage(ORDERS_STORAGE_KEY, JSON.stringify({ state: { orders: [] }, version: 0 }));
}

/** Lookup keys ignore surrounding spaces and letter case. */
function normaliseOrderId(id: string): string {
  return id.trim().toUpperCase();
}

export function findOrder(id: string, placed: readonly Order[] = loadPlacedOrders()): Order | undefined {
  const key = normaliseOrderId(id);
  if (!key) return undefined;
  return [...DEMO_ORDERS, ...placed].find((o) => normaliseOrderId(o.orderId) === key);
}
