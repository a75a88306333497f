import type { ClientActionFunctionArgs } from "@remix-run/react";
import { PAYMENT_DELAY_MS } from "~/data/constants";
import { CART_EMPTY, STK_PUSH_SENT } from "~/data/messages";
import { loadCart } from "~/lib/cart-storage";
import { replaceCart } from "~/lib/cart-store";
import { delay } from "~/lib/delay";
import type { Order, PaymentMethod } from "~/lib/entities";
import { fieldErrorsFrom, formValues, type ActionResult, type FieldErrors } from "~/lib/form-result";
import { buildPlacedOrder, savePlacedOrder } from "~/lib/orders";
import { checkoutToast, DetailsSchema, PaymentSchema, type Details, type Payment } from "~/lib/schemas/checkout";
import type { ToastMessage } from "~/lib/entities";

/**
 * Action-only route for the checkout dialog (posted by its fetchers from any
 * page). The `intent` field picks the step:
 * - "details": validates the customer details (step 1).
 * - "payment": validates details and payment; for M-Pesa the result carries
 *   the STK Push Sent toast naming the normalised number (step 2 submitted).
 * - "place": validates everything again, waits the simulated payment delay,
 *   saves the order (ORD + timestamp), clears the cart and returns the order.
 * Nothing is sent anywhere. Visiting the URL shows the 404 page.
 */

export type CheckoutIntent = "details" | "payment" | "place";

export type CheckoutData =
  | { intent: "details"; details: Details }
  | { intent: "payment"; details: Details; payment: Payment }
  | { intent: "place"; order: Order };

export type CheckoutResult = ActionResult<CheckoutData> & { intent?: CheckoutIntent };

export const EMPTY_CART_TOAST: ToastMessage = { title: CART_EMPTY, description: "Add a product before checking out." };

/** Orders already placed in this visit, by checkout session: a repeated "place" never creates a second order. */
const placedBySession = new Map<string, Order>();

function failure(intent: CheckoutIntent, errors: FieldErrors, toast?: ToastMessage): CheckoutResult {
  return { ok: false, intent, errors, toast: toast ?? checkoutToast(errors) };
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

export function stkToast(payment: Payment): ToastMessage | undefined {
  return payment.method === "mpesa"
    ? { title: STK_PUSH_SENT.title, description: STK_PUSH_SENT.description(payment.mpesaNumber) }
    : undefined;
}

export async function clientAction({ request }: ClientActionFunctionArgs): Promise<CheckoutResult> {
  const values = formValues(await request.formData());
  const intent = values.intent;

  if (intent === "details") {
    const parsed = DetailsSchema.safeParse(values);
    if (!parsed.success) return failure(intent, fieldErrorsFrom(parsed.error.issues));
    return { ok: true, intent, data: { intent, details: parsed.data } };
  }

  if (intent === "payment" || intent === "place") {
    const checked = validateAll(values);
    if (!checked.ok) return failure(intent, checked.errors);
    const { details, payment } = checked;
    if (intent === "payment") {
      return { ok: true, intent, data: { intent, details, payment }, toast: stkToast(payment) };
    }

    const session = values.checkoutId ?? "";
    const already = session ? placedBySession.get(session) : undefined;
    if (already) return { ok: true, intent, data: { intent, order: already } };

    // The simulated payment (rejects, placing nothing, if the submission is aborted).
    await delay(PAYMENT_DELAY_MS, request.signal);

    const again = session ? placedBySession.get(session) : undefined;
    if (again) return { ok: true, intent, data: { intent, order: again } };
    const items = loadCart();
    if (items.length === 0) return failure(intent, { form: EMPTY_CART_TOAST.description }, EMPTY_CART_TOAST);

    const method: PaymentMethod = payment.method;
    const order = buildPlacedOrder({ items, customer: details, method, now: new Date() });
    // Storage may be full or unavailable: the order still stands for this visit.
    savePlacedOrder(order);
    if (session) placedBySession.set(session, order);
    replaceCart([]);
    return { ok: true, intent, data: { intent, order } };
  }

  throw new Response("Unknown checkout step", { status: 400 });
}

export { default, meta } from "./$";
