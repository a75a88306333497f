import type { ClientActionFunctionArgs } from "@remix-run/react";
import { PAYMENT_DELAY_MS } from "~/data/constants";
import { CART_NOT_ACCEPTED, CART_NOT_CHECKED, EMPTY_CART_AT_CHECKOUT, STK_PUSH_SENT } from "~/data/messages";
import { CARD_DECLINES } from "~/data/payments";
import { itemsFromLines, type CartItem } from "~/lib/cart";
import { loadCards } from "~/lib/browser/catalogue";
import { cartStore } from "~/lib/stores/cart-store";
import { delay } from "~/lib/browser/delay";
import { newCheckoutKey, type CheckoutIntent, type CheckoutResult } from "~/lib/checkout-machine";
import {
  endCheckoutSession,
  isPlacedOrderId,
  pushSentAt,
  recordPush,
  reservedPaybillOrderId,
  reservePaybillOrderId,
} from "~/lib/stores/checkout-session";
import { clearDraft, CHECKOUT_DRAFT_KEY } from "~/lib/stores/form-drafts";
import { answer, fieldErrorsFrom, formValues, type FieldErrors } from "~/lib/form-result";
import { findOrder, findOrderByCheckoutKey, loadPlacedOrders, savePlacedOrder } from "~/lib/stores/orders";
import { cardOutcome, mpesaAnswerDelay, mpesaResultCode, newReceiptCode } from "~/lib/payments";
import { buildPlacedOrder, type PlaceOrderInput } from "~/lib/place-order";
import { CartLinesSchema, checkoutToast, DetailsSchema, PaybillSchema, PaymentSchema } from "~/lib/schemas/checkout";
import { parseJson } from "~/lib/stores/storage";
import type { Order } from "~/lib/entities";
import type { z } from "~/lib/zod";
import { toastSuccess } from "~/lib/stores/toast";

/** Pays as app/data/payments' test table says; a `checkoutKey` that already placed an order answers with it. */

function failure(intent: CheckoutIntent, errors: FieldErrors, toast = checkoutToast(errors)): CheckoutResult {
  return answer({ ok: false, intent, errors, toast });
}

const placed = (order: Order): CheckoutResult => ({ ok: true, intent: "place", data: { intent: "place", order } });

/** Storage may refuse the order: it still stands for this visit. */
function place(input: PlaceOrderInput, key: string): CheckoutResult {
  const order = buildPlacedOrder(input);
  savePlacedOrder(order, key || undefined);
  endCheckoutSession();
  clearDraft(CHECKOUT_DRAFT_KEY);
  cartStore.clear();
  return placed(order);
}

const refused = (...results: z.ZodSafeParseResult<unknown>[]) =>
  fieldErrorsFrom(results.flatMap((r) => (r.success ? [] : r.error.issues)));

/** The posted cart lines as catalogue-priced items; undefined when they are malformed, out of bounds or unknown. */
async function postedItems(lines: string | undefined, signal: AbortSignal): Promise<CartItem[] | undefined> {
  const parsed = CartLinesSchema.safeParse(parseJson(lines ?? null));
  if (!parsed.success) return undefined;
  // Offline, the catalogue's card files may not be saved on this phone: the cart's own items, as the customer saw them.
  const cards = navigator.onLine
    ? await loadCards(
        parsed.data.map((line) => line.id),
        signal,
      )
    : cartStore.items();
  return itemsFromLines(parsed.data, cards);
}

async function orderItems(intent: CheckoutIntent, lines: string | undefined, signal: AbortSignal) {
  const items = await postedItems(lines, signal).catch(() => null);
  if (items === null) return failure(intent, { form: CART_NOT_CHECKED.description }, CART_NOT_CHECKED);
  if (!items) return failure(intent, { form: CART_NOT_ACCEPTED.description }, CART_NOT_ACCEPTED);
  if (items.length === 0) return failure(intent, { form: EMPTY_CART_AT_CHECKOUT.description }, EMPTY_CART_AT_CHECKOUT);
  return items;
}

async function placeIntent(values: Record<string, string>, signal: AbortSignal): Promise<CheckoutResult> {
  const details = DetailsSchema.safeParse(values);
  const payment = PaymentSchema.safeParse(values);
  if (!details.success || !payment.success) return failure("place", refused(details, payment));

  // The double-order guard: a key placed before answers with that order, placing nothing.
  const key = values.checkoutKey ?? "";
  const placedBefore = () => (key ? findOrderByCheckoutKey(key) : undefined);
  const already = placedBefore();
  if (already) return placed(already);

  const items = await orderItems("place", values.lines, signal);
  if (!Array.isArray(items)) return items;

  const { method, mpesaNumber, cardNumber } = payment.data;
  if (method === "mpesa") {
    // One push per attempt key: the same key posted again waits for that push's answer.
    const sentBefore = key ? pushSentAt(key) : undefined;
    const sentAt = sentBefore ?? Date.now();
    if (sentBefore === undefined) {
      if (key) recordPush(key, sentAt);
      toastSuccess({ title: STK_PUSH_SENT.title, description: STK_PUSH_SENT.description(mpesaNumber) });
    }
    const code = mpesaResultCode(mpesaNumber);
    await delay(Math.max(0, sentAt + mpesaAnswerDelay(code) - Date.now()), signal);
    if (code !== 0) return { ok: true, intent: "place", data: { intent: "pushFailed", key, code } };
  } else {
    await delay(PAYMENT_DELAY_MS, signal);
    const decline = method === "card" ? cardOutcome(cardNumber) : "paid";
    // No fixed error toast for a decline: its message stands beside the card number.
    if (decline !== "paid")
      return { ok: false, intent: "place", errors: { cardNumber: CARD_DECLINES[decline].message } };
  }
  // A submission with the same key may have finished while this one waited.
  const again = placedBefore();
  if (again) return placed(again);
  const receipt = method === "mpesa" ? { receipt: newReceiptCode() } : {};
  return place({ items, customer: details.data, method, now: new Date(), ...receipt }, key);
}

async function paybillIntent(values: Record<string, string>, signal: AbortSignal): Promise<CheckoutResult> {
  const details = DetailsSchema.safeParse(values);
  const code = PaybillSchema.safeParse(values);
  if (!details.success || !code.success) return failure("paybill", refused(details, code));
  // The reserved ID; the posted one when storage is unavailable (it was answered to "reserve").
  const orderId = reservedPaybillOrderId() ?? (isPlacedOrderId(values.orderId) ? values.orderId : undefined);
  if (!orderId) return failure("paybill", { form: CART_NOT_ACCEPTED.description }, CART_NOT_ACCEPTED);
  const already = findOrder(orderId, loadPlacedOrders());
  if (already) return placed(already);
  const items = await orderItems("paybill", values.lines, signal);
  if (!Array.isArray(items)) return items;
  return place(
    {
      items,
      customer: details.data,
      method: "mpesa",
      now: new Date(),
      state: "awaiting",
      receipt: code.data.confirmationCode,
      orderId,
    },
    values.checkoutKey ?? "",
  );
}

export async function clientAction({ request }: ClientActionFunctionArgs): Promise<CheckoutResult> {
  const values = formValues(await request.formData());
  switch (values.intent) {
    case "details": {
      const parsed = DetailsSchema.safeParse(values);
      if (!parsed.success) return failure("details", refused(parsed));
      return { ok: true, intent: "details", data: { intent: "details", details: parsed.data, key: newCheckoutKey() } };
    }
    case "place":
      return placeIntent(values, request.signal);
    case "reserve":
      return { ok: true, intent: "reserve", data: { intent: "reserve", orderId: reservePaybillOrderId(new Date()) } };
    case "paybill":
      return paybillIntent(values, request.signal);
  }
  throw new Response("Unknown checkout step", { status: 400 });
}
