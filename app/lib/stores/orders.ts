// The demo orders and this device's, looked up by ID; checked without zod so a shared tracking link loads none.
import { ORDERS_STORAGE_KEY } from "~/data/constants";
import { DEMO_ORDERS } from "~/data/orders";
import type { Order } from "../entities";
import { readOrder } from "../order-check";
import { keptValue, readList } from "./storage";

/** The checkout key it was placed with: the checkout's guard against a second order. */
type StoredOrder = Order & { checkoutKey?: string };

function readStoredOrder(value: unknown): StoredOrder | undefined {
  const order = readOrder(value);
  const { checkoutKey } = (value ?? {}) as { checkoutKey?: unknown };
  if (!order || checkoutKey === undefined) return order;
  return typeof checkoutKey === "string" ? { ...order, checkoutKey } : undefined;
}

const kept = keptValue(ORDERS_STORAGE_KEY, "orders", (stored) => readList(stored, readStoredOrder));

/** Orders placed this visit that storage refused: they stand (tracked, listed, guarded) until the page is left. */
const unstored: StoredOrder[] = [];

function storedOrders(): StoredOrder[] {
  const stored = kept.load();
  return [...stored, ...unstored.filter((o) => !stored.some((s) => s.orderId === o.orderId))];
}

function withoutKey(stored: StoredOrder): Order {
  const { checkoutKey, ...order } = stored;
  return order;
}

export function parsePlacedOrders(raw: string | null): Order[] {
  return kept.parse(raw).map(withoutKey);
}

export function loadPlacedOrders(): Order[] {
  return storedOrders().map(withoutKey);
}

export function findOrderByCheckoutKey(checkoutKey: string): Order | undefined {
  const stored = storedOrders().find((o) => o.checkoutKey === checkoutKey);
  return stored ? withoutKey(stored) : undefined;
}

/** Adds (or replaces, by ID), with any the visit could not store; false when storage is unavailable or full. */
export function savePlacedOrder(order: Order, checkoutKey?: string): boolean {
  const entry = checkoutKey ? { ...order, checkoutKey } : order;
  const orders = [...storedOrders().filter((o) => o.orderId !== order.orderId), entry];
  const saved = kept.save(orders);
  unstored.splice(0, unstored.length, ...(saved ? [] : orders));
  return saved;
}

/** Forgotten for this visit even when storage refuses to be cleared. */
export function clearPlacedOrders(): boolean {
  unstored.length = 0;
  return kept.save([]);
}

function normaliseOrderId(id: string): string {
  return id.trim().toUpperCase();
}

export function findOrder(id: string, placed: readonly Order[] = loadPlacedOrders()): Order | undefined {
  const key = normaliseOrderId(id);
  if (!key) return undefined;
  return [...DEMO_ORDERS, ...placed].find((o) => normaliseOrderId(o.orderId) === key);
}
