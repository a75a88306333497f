// What this tab's checkout action remembers between calls: the Paybill account number stays the same when the
// customer comes back, and a push key is pushed once. Placing an order ends the session.
import { CHECKOUT_SESSION_KEY, ORDER_ID_PREFIX } from "~/data/constants";
import { isRecord, parseJson, readStorage, writeStorage } from "./storage";

interface CheckoutSession {
  paybillOrderId?: string;
  /** Attempt key -> when its push was sent (ms since the epoch). */
  pushes: Record<string, number>;
}

const ORDER_ID = new RegExp(`^${ORDER_ID_PREFIX}\\d+$`);

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

export function reservePaybillOrderId(now: Date): string {
  const session = read();
  if (session.paybillOrderId) return session.paybillOrderId;
  const paybillOrderId = `${ORDER_ID_PREFIX}${now.getTime()}`;
  write({ ...session, paybillOrderId });
  return paybillOrderId;
}

export const reservedPaybillOrderId = (): string | undefined => read().paybillOrderId;

export const pushSentAt = (key: string): number | undefined => read().pushes[key];

export function recordPush(key: string, at: number): void {
  const session = read();
  write({ ...session, pushes: { ...session.pushes, [key]: at } });
}

export function endCheckoutSession(): void {
  write({ pushes: {} });
}
