/**
 * What this tab's checkout must remember between the action's calls, in
 * sessionStorage (read and written by routes/actions.checkout only): the
 * order ID reserved for a Paybill payment (the account number the customer
 * types on the phone, so it stays the same when they come back) and when each
 * M-Pesa push was sent, by its attempt key (a key is pushed once). Placing an
 * order ends the session. Storage unavailable: nothing is remembered.
 */
import { CHECKOUT_SESSION_KEY, ORDER_ID_PREFIX } from "~/data/constants";
import { isRecord } from "../order-check";
import { parseJson, readStorage, writeStorage } from "./storage";

interface CheckoutSession {
  paybillOrderId?: string;
  /** Attempt key -> when its push was sent (ms since the epoch). */
  pushes: Record<string, number>;
}

const ORDER_ID = new RegExp(`^${ORDER_ID_PREFIX}\\d+$`);

/** Whether `id` has the form of an order ID placed here (ORD + a timestamp). */
export const isPlacedOrderId = (id: unknown): id is string => typeof id === "string" && ORDER_ID.test(id);

function read(): CheckoutSession {
  const raw = parseJson(readStorage(CHECKOUT_SESSION_KEY, "sessionStorage"));
  if (!isRecord(raw)) return { pushes: {} };
  const pushes: Record<string, number> = {};
  for (const [key, at] of Object.entries(isRecord(raw.pushes) ? raw.pushes : {}))
    if (typeof at === "number" && Number.isSafeInteger(at)) pushes[key] = at;
  return { paybillOrderId: isPlacedOrderId(raw.paybillOrderId) ? raw.paybillOrderId : undefined, pushes };
}

const write = (session: CheckoutSession) =>
  writeStorage(CHECKOUT_SESSION_KEY, JSON.stringify(session), "sessionStorage");

/** The order ID reserved for Paybill in this checkout: the one reserved before, else a new one (ORD + now). */
export function reservePaybillOrderId(now: Date): string {
  const session = read();
  if (session.paybillOrderId) return session.paybillOrderId;
  const paybillOrderId = `${ORDER_ID_PREFIX}${now.getTime()}`;
  write({ ...session, paybillOrderId });
  return paybillOrderId;
}

export const reservedPaybillOrderId = (): string | undefined => read().paybillOrderId;

/** When the push with this attempt key was sent, if it was. */
export const pushSentAt = (key: string): number | undefined => read().pushes[key];

export function recordPush(key: string, at: number): void {
  const session = read();
  write({ ...session, pushes: { ...session.pushes, [key]: at } });
}

/** An order was placed: the next checkout reserves afresh. */
export function endCheckoutSession(): void {
  write({ pushes: {} });
}
