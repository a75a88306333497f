/**
 * Orders: the three demo orders plus the orders placed on this device
 * (`orders-storage`, PRODUCT.md), lookup by ID, and building a placed order.
 * Imports full zod (through the entity schemas): only the tracking route and
 * the checkout load this module, never the first paint.
 */
import { z } from "~/lib/zod";
import { ORDER_ID_PREFIX, ORDERS_STORAGE_KEY } from "~/data/constants";
import { DEMO_ORDERS } from "~/data/orders";
import { PLACED_PAYMENT_STATUS, PLACED_STEP_DESCRIPTIONS } from "~/data/placed-orders";
import type { CartItem } from "./cart";
import { nextLocalDay } from "./dates";
import {
  OrderSchema,
  TRACKING_STEP_TITLES,
  type Order,
  type OrderCustomer,
  type PaymentMethod,
  type TrackingStep,
} from "./entities";
import { totalsFor, usdToKshCents } from "./money";
import { parseJson, readStorage, writeStorage } from "./storage";

const EnvelopeSchema = z.object({ state: z.object({ orders: z.array(z.unknown()) }) });

/** A stored order may carry the checkout key it was placed with: the checkout's guard against a second order. */
const StoredOrderSchema = OrderSchema.extend({ checkoutKey: z.string().optional() });
type StoredOrder = z.infer<typeof StoredOrderSchema>;

function parseStoredOrders(raw: string | null): StoredOrder[] {
  const envelope = EnvelopeSchema.safeParse(parseJson(raw));
  if (!envelope.success) return [];
  return envelope.data.state.orders.flatMap((o) => {
    const parsed = StoredOrderSchema.safeParse(o);
    return parsed.success ? [parsed.data] : [];
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

/** Lookup keys ignore surrounding spaces and letter case. */
function normaliseOrderId(id: string): string {
  return id.trim().toUpperCase();
}

export function findOrder(id: string, placed: readonly Order[] = loadPlacedOrders()): Order | undefined {
  const key = normaliseOrderId(id);
  if (!key) return undefined;
  return [...DEMO_ORDERS, ...placed].find((o) => normaliseOrderId(o.orderId) === key);
}

/** `ORD` + the current timestamp (SPEC.md section 7). */
function newOrderId(now: Date): string {
  return `${ORDER_ID_PREFIX}${now.getTime()}`;
}

export interface PlaceOrderInput {
  items: readonly CartItem[];
  customer: OrderCustomer;
  method: PaymentMethod;
  now: Date;
}

/**
 * A freshly placed order (PRODUCT.md): status confirmed, Order Confirmed
 * completed, Processing current, delivery expected the next day, with the
 * items, customer, method and KSh amount it was placed with.
 */
export function buildPlacedOrder({ items, customer, method, now }: PlaceOrderInput): Order {
  const placedAt = now.toISOString();
  const steps: TrackingStep[] = TRACKING_STEP_TITLES.map((title, i) => ({
    id: i + 1,
    title,
    description: PLACED_STEP_DESCRIPTIONS[title],
    timestamp: i === 0 ? placedAt : null,
    completed: i === 0,
    current: i === 1,
  }));
  return {
    orderId: newOrderId(now),
    status: "confirmed",
    placedAt,
    items: items.map((i) => ({ name: i.name, quantity: i.quantity, priceCents: usdToKshCents(i.price) })),
    customer,
    payment: { method, amountCents: totalsFor(items).totalCents, status: PLACED_PAYMENT_STATUS[method] },
    steps,
    estimatedDelivery: nextLocalDay(now),
  };
}
