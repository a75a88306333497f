// Apart from lib/stores/orders: the tracking page's lookup loads that module, and never builds an order.
import { ORDER_ID_PREFIX } from "~/data/constants";
import { PLACED_PAYMENT_STATUS, PLACED_STEP_DESCRIPTIONS } from "~/data/placed-orders";
import type { CartItem } from "./cart";
import { nextLocalDay } from "./dates";
import type { Order, OrderCustomer, PaymentMethod, PaymentState, TrackingStep } from "./entities";
import { TRACKING_STEP_TITLES } from "./enums";
import { totalsFor, usdToKshCents } from "./money";

export interface PlaceOrderInput {
  items: readonly CartItem[];
  customer: OrderCustomer;
  method: PaymentMethod;
  now: Date;
  /** Default: paid, or on delivery for Pay on Delivery. */
  state?: PaymentState;
  receipt?: string;
  /** Reserved for a Paybill payment; otherwise ORD + now. */
  orderId?: string;
}

/** Confirmed, Processing current, delivery expected the next day. */
export function buildPlacedOrder({ items, customer, method, now, state, receipt, orderId }: PlaceOrderInput): Order {
  const paymentState = state ?? (method === "delivery" ? "on-delivery" : "paid");
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
    orderId: orderId ?? `${ORDER_ID_PREFIX}${now.getTime()}`,
    status: "confirmed",
    placedAt,
    items: items.map((i) => ({ name: i.name, quantity: i.quantity, priceCents: usdToKshCents(i.price) })),
    customer,
    payment: {
      method,
      amountCents: totalsFor(items).totalCents,
      status: PLACED_PAYMENT_STATUS[paymentState],
      state: paymentState,
      ...(receipt ? { receipt } : {}),
    },
    steps,
    estimatedDelivery: nextLocalDay(now),
  };
}
