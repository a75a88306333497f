// A stored order checked by OrderSchema's rules without zod (a test holds the two to the same verdicts): the
// lookup behind a shared tracking link runs on the page's first visit. Like zod, unknown fields are left out.
import { isISODate } from "./dates";
import type { Order, OrderCustomer, TrackingStep } from "./entities";
import { MPESA_RECEIPT, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATES, TRACKING_STEP_TITLES } from "./enums";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === "string";
const isFilled = (value: unknown): value is string => isText(value) && value.length > 0;
const isInt = (value: unknown): value is number => Number.isSafeInteger(value);
const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/** RFC 3339: seconds and `Z` or an offset. */
function isIsoDateTime(value: unknown): value is string {
  const m = isText(value) ? DATE_TIME.exec(value) : null;
  return m !== null && isISODate(m[1] ?? "");
}

function readItem(v: unknown) {
  if (!isRecord(v) || !isFilled(v.name) || !isInt(v.quantity) || !isInt(v.priceCents)) return undefined;
  if (v.quantity < 1 || v.priceCents < 0) return undefined;
  return { name: v.name, quantity: v.quantity, priceCents: v.priceCents };
}

function readStep(v: unknown): TrackingStep | undefined {
  if (!isRecord(v) || !isInt(v.id) || v.id < 1 || v.id > 4) return undefined;
  if (!isOneOf(TRACKING_STEP_TITLES, v.title) || !isFilled(v.description)) return undefined;
  if (v.timestamp !== null && !isIsoDateTime(v.timestamp)) return undefined;
  if (typeof v.completed !== "boolean" || typeof v.current !== "boolean") return undefined;
  const { id, title, description, timestamp, completed, current } = v;
  return { id, title, description, timestamp, completed, current };
}

function readCustomer(v: unknown): OrderCustomer | undefined {
  if (!isRecord(v) || !isFilled(v.name) || !isFilled(v.phone) || !isFilled(v.email)) return undefined;
  if (!isText(v.address) || !isText(v.area)) return undefined;
  return { name: v.name, phone: v.phone, email: v.email, address: v.address, area: v.area };
}

function readPayment(v: unknown) {
  if (!isRecord(v) || !isOneOf(PAYMENT_METHODS, v.method) || !isFilled(v.status)) return undefined;
  if (!isInt(v.amountCents) || v.amountCents < 0) return undefined;
  const { method, amountCents, status, state, receipt } = v;
  if (state !== undefined && !isOneOf(PAYMENT_STATES, state)) return undefined;
  if (receipt !== undefined && !(isText(receipt) && MPESA_RECEIPT.test(receipt))) return undefined;
  return {
    method,
    amountCents,
    status,
    ...(state && { state }),
    ...(receipt !== undefined && { receipt }),
  };
}

function readAll<T>(values: unknown, read: (v: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(values)) return undefined;
  const out = (values as unknown[]).map(read);
  return out.every((item): item is T => item !== undefined) ? out : undefined;
}

export function readOrder(value: unknown): Order | undefined {
  if (!isRecord(value) || !isText(value.orderId) || !value.orderId.startsWith("ORD")) return undefined;
  if (!isOneOf(ORDER_STATUSES, value.status) || !isIsoDateTime(value.placedAt)) return undefined;
  if (!isText(value.estimatedDelivery) || !isISODate(value.estimatedDelivery)) return undefined;
  const items = readAll(value.items, readItem);
  const steps = readAll(value.steps, readStep);
  const customer = readCustomer(value.customer);
  const payment = readPayment(value.payment);
  if (!items || items.length < 1 || !steps || steps.length !== TRACKING_STEP_TITLES.length) return undefined;
  if (!customer || !payment) return undefined;
  const { orderId, status, placedAt, estimatedDelivery } = value;
  return { orderId, status, placedAt, items, customer, payment, steps, estimatedDelivery };
}
