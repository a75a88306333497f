import type { ClientActionFunctionArgs } from "@remix-run/react";
import { PAYMENT_DELAY_MS } from "~/data/constants";
import { CART_NOT_ACCEPTED, EMPTY_CART_AT_CHECKOUT, STK_PUSH_SENT } from "~/data/messages";
import { PRODUCTS } from "~/data/products";
import { itemsFromLines, type CartItem } from "~/lib/cart";
import { cartStore } from "~/lib/cart-store";
import { delay } from "~/lib/delay";
import { newCheckoutKey, type CheckoutIntent, type CheckoutResult } from "~/lib/checkout";
import { checkoutStore } from "~/lib/checkout-store";
import { answer, fieldErrorsFrom, formValues, type FieldErrors } from "~/lib/form-result";
import { findOrderByCheckoutKey, savePlacedOrder } from "~/lib/orders";
import { buildPlacedOrder } from "~/lib/place-order";
import {
  CartLinesSchema,
  checkoutToast,
  DetailsSchema,
  PaymentSchema,
  type Details,
  type Payment,
} from "~/lib/schemas/checkout";
import { parseJson } from "~/lib/storage";
import type { Order, ToastMessage } from "~/lib/entities";
import { toastSuccess } from "~/lib/toast";

/**
 * Action-only route for the checkout dialog (posted by its fetchers from any
 * page). It answers twice over: with its result (which the tests read) and by
 * dispatching the checkout machine's events to this tab's checkout store, which
 * the dialog renders; the SPEC toasts it raises itself. The `intent` field
 * picks the step:
 * - "details": validates the customer details (step 1).
 * - "place": validates details and payment again, with the tab's cart lines
 *   (`lines`, JSON of product id and quantity: the cart may live in the tab
 *   alone when storage is unavailable), prices them from the catalogue (a
 *   posted price or name is ignored), raises STK Push Sent for M-Pesa, waits
 *   the simulated payment delay, saves the order (ORD + timestamp), empties
 *   the cart and returns the order. Its `checkoutKey` (one per visit of the
 *   payment step) makes it idempotent: a key that already placed an order
 *   answers with that order from `orders-storage` and places nothing.
 * Nothing is sent anywhere. Visiting the URL shows the 404 page.
 */

function failure(intent: CheckoutIntent, errors: FieldErrors, toast?: ToastMessage): CheckoutResult {
  checkoutStore.dispatch(intent === "details" ? { type: "detailsRejected", errors } : { type: "rejected", errors });
  return answer({ ok: false, intent, errors, toast: toast ?? checkoutToast(errors) });
}

function placed(order: Order): CheckoutResult {
  checkoutStore.dispatch({ type: "placed", order });
  return { ok: true, intent: "place", data: { intent: "place", order } };
}

type Validated = { ok: true; details: Details; payment: Payment } | { ok: false; errors: FieldErrors };

function validateAll(values: Record<string, string>): Validated {
  const details = DetailsSchema.safeParse(values);
  const payment = PaymentSchema.safeParse(values);
  if (details.success && payment.success) return { ok: true, details: details.data, payment: payment.data };
  return {
    ok: false,
    errors: {
      ...(details.success ? {} : fieldErrorsFrom(details.error.issues)),
      ...(payment.success ? {} : fieldErrorsFrom(payment.error.issues)),
    },
  };
}

/** The posted cart lines as catalogue-priced items; undefined when they are malformed, out of bounds or unknown. */
function postedItems(lines: string | undefined): CartItem[] | undefined {
  const parsed = CartLinesSchema.safeParse(parseJson(lines ?? null));
  return parsed.success ? itemsFromLines(parsed.data, PRODUCTS) : undefined;
}

export async function clientAction({ request }: ClientActionFunctionArgs): Promise<CheckoutResult> {
  const values = formValues(await request.formData());
  const intent = values.intent;

  if (intent === "details") {
    const parsed = DetailsSchema.safeParse(values);
    if (!parsed.success) return failure(intent, fieldErrorsFrom(parsed.error.issues));
    checkoutStore.dispatch({ type: "detailsAccepted", details: parsed.data, key: newCheckoutKey() });
    return { ok: true, intent, data: { intent, details: parsed.data } };
  }

  if (intent === "place") {
    const checked = validateAll(values);
    if (!checked.ok) return failure(intent, checked.errors);
    const { details, payment } = checked;

    // The double-order guard: a key placed before answers with that order, placing nothing.
    const key = values.checkoutKey ?? "";
    const placedBefore = () => (key ? findOrderByCheckoutKey(key) : undefined);
    const already = placedBefore();
    if (already) return placed(already);

    const items = postedItems(values.lines);
    if (!items) return failure(intent, { form: CART_NOT_ACCEPTED.description }, CART_NOT_ACCEPTED);
    if (items.length === 0)
      return failure(intent, { form: EMPTY_CART_AT_CHECKOUT.description }, EMPTY_CART_AT_CHECKOUT);

    if (payment.method === "mpesa")
      toastSuccess({ title: STK_PUSH_SENT.title, description: STK_PUSH_SENT.description(payment.mpesaNumber) });
    // The simulated payment (rejects, placing nothing, if the submission is aborted).
    await delay(PAYMENT_DELAY_MS, request.signal);

    // A submission with the same key may have finished while this one waited.
    const again = placedBefore();
    if (again) return placed(again);

    const order = buildPlacedOrder({ items, customer: details, method: payment.method, now: new Date() });
    // Storage may be full or unavailable: the order still stands for this visit.
    savePlacedOrder(order, key || undefined);
    cartStore.clear();
    return placed(order);
  }

  throw new Response("Unknown checkout step", { status: 400 });
}
