// The checkout's client actions, called directly with Requests built from
// FormData: one test per validation branch and per payment method, with
// fake timers for the simulated 2 s payment.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CITY, DELIVERY_AREAS } from "~/data/areas";
import { CHECKOUT_MAX_LINES, CHECKOUT_MAX_QUANTITY, PAYMENT_DELAY_MS } from "~/data/constants";
import {
  CART_NOT_ACCEPTED,
  EMPTY_CART_AT_CHECKOUT,
  CARD_DETAILS_REQUIRED,
  MISSING_INFORMATION,
  MPESA_NUMBER_REQUIRED,
  PAYMENT_METHOD_REQUIRED,
  STK_PUSH_SENT,
} from "~/data/messages";
import { PRODUCTS } from "~/data/catalogue.server";
import { cartLines } from "~/lib/cart";
import { cartStore } from "~/lib/stores/cart-store";
import { OrderSchema } from "~/lib/entities";
import { totalsFor, usdToKshCents } from "~/lib/money";
import { findOrder, loadPlacedOrders } from "~/lib/stores/orders";
import { FIELD_LIMITS, TEXT_TOO_LONG, tooLongMessage } from "~/data/forms";
import { checkoutToast, DetailsSchema, detailsToast, PaymentSchema, paymentToast } from "~/lib/schemas/checkout";
import { toastError, toastSuccess } from "~/lib/stores/toast";
import { clientAction } from "~/routes/actions.checkout";
import { formRequest, routeArgs } from "./route-helpers";

// The toasts the action raises (sonner itself is not loaded here).
vi.mock("~/lib/stores/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

// This tab's cart: the store the components read and the action empties.
const cart = cartStore;

const URL_ = "/actions/checkout";
/** The tab's cart lines, as the dialog posts them with an order. */
const postedLines = () => JSON.stringify(cartLines(cart.items()));
/** A valid order, run through the simulated payment (with a full cart and a key of its own). */
async function placeNow(fields: Record<string, string>) {
  fillCart();
  vi.useFakeTimers();
  const pending = submit({ intent: "place", checkoutKey: `k-${Math.random()}`, ...fields });
  await vi.advanceTimersByTimeAsync(PAYMENT_DELAY_MS);
  return pending;
}

/** Posts `fields`; a "place" without `lines` carries this tab's cart, as the dialog's does. */
const submit = (fields: Record<string, string>, signal?: AbortSignal) => {
  const withLines =
    fields.intent === "place" && fields.lines === undefined ? { ...fields, lines: postedLines() } : fields;
  const request = formRequest(URL_, withLines);
  return clientAction(routeArgs(signal ? new Request(request, { signal }) : request));
};

const details = {
  name: "Wanjiku Kamau",
  email: "wanjiku@example.co.ke",
  phone: "0712345678",
  address: "Ring Road, Apt 4",
  area: "Kilimani",
};
const mpesa = { method: "mpesa", mpesaNumber: "0712 345 678" };
const card = { method: "card", cardNumber: "4111 1111 1111 1111", cardExpiry: "12/29", cardCvv: "123", cardName: "" };
const delivery = { method: "delivery" };

const p1 = PRODUCTS[0]!;
const p2 = PRODUCTS[13]!;
function fillCart() {
  const asItem = (p: typeof p1) => ({
    id: p.id,
    name: p.name,
    price: p.price,
    image: p.image,
    description: p.description,
    category: p.category,
  });
  cart.clear();
  cart.add(asItem(p1));
  cart.add(asItem(p1));
  cart.add(asItem(p2));
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  fillCart();
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  cart.clear();
});

describe("details step", () => {
  it("accepts name, email and phone; address and area optional; city is fixed, never read", async () => {
    const result = await submit({ intent: "details", ...details, city: "Mombasa" });
    expect(result).toMatchObject({ ok: true, intent: "details", data: { intent: "details", details } });
    expect(result.ok && result.data.intent === "details" && result.data.key).toMatch(/^\w+-\w+$/);
    const minimal = await submit({ intent: "details", name: " A ", email: "b", phone: "c" });
    expect(minimal).toMatchObject({
      ok: true,
      data: { details: { name: "A", email: "b", phone: "c", address: "", area: "" } },
    });
    expect(CITY).toBe("Nairobi");
  });

  it.each(["name", "email", "phone"] as const)(
    "a missing or blank %s: Missing Information, the field marked",
    async (field) => {
      for (const value of [undefined, "", "   "]) {
        const fields: Record<string, string> = { intent: "details", ...details };
        if (value === undefined) delete fields[field];
        else fields[field] = value;
        const result = await submit(fields);
        expect(result).toEqual({
          ok: false,
          intent: "details",
          errors: { [field]: MISSING_INFORMATION.description },
          toast: MISSING_INFORMATION,
        });
      }
    },
  );

  it("all three missing: every one is marked, one toast", async () => {
    const result = await submit({ intent: "details", address: "x" });
    expect(result).toEqual({
      ok: false,
      intent: "details",
      errors: {
        name: MISSING_INFORMATION.description,
        email: MISSING_INFORMATION.description,
        phone: MISSING_INFORMATION.description,
      },
      toast: MISSING_INFORMATION,
    });
  });

  it("no format checks on email or phone", async () => {
    await expect(
      submit({ intent: "details", ...details, email: "not-an-email", phone: "call me" }),
    ).resolves.toMatchObject({ ok: true });
  });

  it("an area outside the 18 (devtools) is not kept", async () => {
    expect(DELIVERY_AREAS).toHaveLength(18);
    await expect(submit({ intent: "details", ...details, area: "Mombasa" })).resolves.toMatchObject({
      ok: true,
      data: { details: { area: "" } },
    });
    for (const area of DELIVERY_AREAS) {
      await expect(submit({ intent: "details", ...details, area })).resolves.toMatchObject({
        data: { details: { area } },
      });
    }
  });
});

describe("payment: validation (the place intent carries details and payment)", () => {
  it("no payment method: Payment Method Required", async () => {
    for (const method of [undefined, "", "bitcoin"]) {
      const fields: Record<string, string> = { intent: "place", ...details, mpesaNumber: "0712345678" };
      if (method !== undefined) fields.method = method;
      const result = await submit(fields);
      expect(result).toEqual({
        ok: false,
        intent: "place",
        errors: { method: PAYMENT_METHOD_REQUIRED.description },
        toast: PAYMENT_METHOD_REQUIRED,
      });
    }
  });

  it("M-Pesa without a number: M-Pesa Number Required", async () => {
    for (const mpesaNumber of [undefined, "", "  ", "--"]) {
      const fields: Record<string, string> = { intent: "place", ...details, method: "mpesa" };
      if (mpesaNumber !== undefined) fields.mpesaNumber = mpesaNumber;
      const result = await submit(fields);
      expect(result).toEqual({
        ok: false,
        intent: "place",
        errors: { mpesaNumber: MPESA_NUMBER_REQUIRED.description },
        toast: MPESA_NUMBER_REQUIRED,
      });
    }
  });

  it("card without number, expiry or cvv: Card Details Required, each missing field marked; name optional", async () => {
    const all = await submit({ intent: "place", ...details, method: "card" });
    expect(all).toEqual({
      ok: false,
      intent: "place",
      errors: {
        cardNumber: CARD_DETAILS_REQUIRED.description,
        cardExpiry: CARD_DETAILS_REQUIRED.description,
        cardCvv: CARD_DETAILS_REQUIRED.description,
      },
      toast: CARD_DETAILS_REQUIRED,
    });
    for (const key of ["cardNumber", "cardExpiry", "cardCvv"] as const) {
      const result = await submit({ intent: "place", ...details, ...card, [key]: " " });
      expect(result).toEqual({
        ok: false,
        intent: "place",
        errors: { [key]: CARD_DETAILS_REQUIRED.description },
        toast: CARD_DETAILS_REQUIRED,
      });
    }
    await expect(placeNow({ ...details, ...card, cardName: "" })).resolves.toMatchObject({ ok: true });
  });

  it("no format checks on the card", async () => {
    await expect(
      placeNow({ ...details, method: "card", cardNumber: "x", cardExpiry: "y", cardCvv: "z" }),
    ).resolves.toMatchObject({ ok: true });
  });

  it("other methods' fields are ignored (M-Pesa number not needed for card or delivery)", async () => {
    await expect(placeNow({ ...details, ...delivery, mpesaNumber: "" })).resolves.toMatchObject({ ok: true });
    await expect(
      placeNow({ ...details, method: "mpesa", mpesaNumber: "0712345678", cardNumber: "" }),
    ).resolves.toMatchObject({ ok: true });
  });

  it("re-validates the details it carries: Missing Information", async () => {
    const result = await submit({ intent: "place", ...details, name: "", ...mpesa });
    expect(result).toEqual({
      ok: false,
      intent: "place",
      errors: { name: MISSING_INFORMATION.description },
      toast: MISSING_INFORMATION,
    });
  });
});

describe("payment: one per method", () => {
  it("M-Pesa: STK Push Sent naming the normalised number, raised as the payment starts", async () => {
    vi.useFakeTimers();
    const pending = submit({ intent: "place", checkoutKey: "stk", ...details, ...mpesa });
    await vi.advanceTimersByTimeAsync(0);
    expect(toastSuccess).toHaveBeenCalledWith({
      title: STK_PUSH_SENT.title,
      description: "Payment request sent to 254712345678. Check your phone.",
    });
    await vi.advanceTimersByTimeAsync(PAYMENT_DELAY_MS);
    await expect(pending).resolves.toMatchObject({ ok: true, data: { order: { payment: { method: "mpesa" } } } });
  });

  it.each([
    ["card", card],
    ["delivery", delivery],
  ] as const)("%s: placed without a toast", async (method, payment) => {
    await expect(placeNow({ ...details, ...payment })).resolves.toMatchObject({
      ok: true,
      data: { order: { payment: { method } } },
    });
    expect(toastSuccess).not.toHaveBeenCalled();
    expect(toastError).not.toHaveBeenCalled();
  });
});

describe("placing the order", () => {
  async function place(payment: Record<string, string>, checkoutKey = `t-${Math.random()}`) {
    vi.useFakeTimers({ now: new Date("2026-03-10T09:00:00+03:00") });
    const expectedItems = cart
      .items()
      .map((i) => ({ name: i.name, quantity: i.quantity, priceCents: usdToKshCents(i.price) }));
    const expectedTotal = totalsFor(cart.items()).totalCents;
    let settled = false;
    const pending = submit({ intent: "place", checkoutKey, ...details, ...payment }).finally(() => {
      settled = true;
    });
    // Nothing happens before the simulated 2 s are over.
    await vi.advanceTimersByTimeAsync(PAYMENT_DELAY_MS - 1);
    expect(settled).toBe(false);
    expect(cart.items()).toHaveLength(2);
    expect(loadPlacedOrders()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    return { result, expectedItems, expectedTotal };
  }

  it.each([
    ["mpesa", mpesa],
    ["card", card],
    ["delivery", delivery],
  ] as const)("%s: after 2 s the order is saved (ORD + timestamp), the cart cleared", async (method, payment) => {
    const { result, expectedItems, expectedTotal } = await place(payment);
    if (!result.ok || result.data.intent !== "place")
      throw new Error(`expected a placed order, got ${JSON.stringify(result)}`);
    const order = result.data.order;
    expect(order.orderId).toBe(`ORD${new Date("2026-03-10T09:00:02+03:00").getTime()}`);
    expect(OrderSchema.parse(order)).toEqual(order);
    expect(order.payment.method).toBe(method);
    expect(order.payment.amountCents).toBe(expectedTotal);
    // 2 x 24.99 + 1 x 8.99 dollars, x132, +8% tax rounded.
    expect(expectedTotal).toBe(2 * 329_868 + 118_668 + Math.round((2 * 329_868 + 118_668) * 0.08));
    expect(order.items).toEqual(expectedItems);
    expect(order.customer).toEqual(details);
    expect(cart.items()).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem("cart-storage")!)).toEqual({ state: { items: [] }, version: 0 });
    expect(loadPlacedOrders().map((o) => o.orderId)).toEqual([order.orderId]);
    expect(findOrder(order.orderId)?.status).toBe("confirmed");
  });

  it("validates again before waiting: an invalid placement places nothing", async () => {
    vi.useFakeTimers();
    const result = await submit({ intent: "place", checkoutKey: "x", ...details, method: "card", cardNumber: "1" });
    expect(result).toMatchObject({ ok: false, toast: CARD_DETAILS_REQUIRED });
    expect(cart.items()).toHaveLength(2);
    expect(loadPlacedOrders()).toEqual([]);
    const noMethod = await submit({ intent: "place", checkoutKey: "x", ...details });
    expect(noMethod).toMatchObject({ ok: false, toast: PAYMENT_METHOD_REQUIRED });
  });

  it("the same submission twice (Enter, a second click) places one order: the key's order comes back from storage", async () => {
    vi.useFakeTimers({ now: new Date("2026-03-10T09:00:00+03:00") });
    const body = formRequest(URL_, {
      intent: "place",
      checkoutKey: "key-1",
      ...details,
      ...delivery,
      lines: postedLines(),
    });
    const form = await body.formData();
    const post = () =>
      clientAction(routeArgs(new Request("http://localhost/actions/checkout", { method: "POST", body: form })));

    const first = post();
    await vi.advanceTimersByTimeAsync(PAYMENT_DELAY_MS);
    const placed = await first;
    expect(placed).toMatchObject({ ok: true, intent: "place" });
    fillCart();
    // Answered at once, from orders-storage: no second wait, no second order, the refilled cart untouched.
    const second = await post();
    expect(second).toEqual(placed);
    expect(loadPlacedOrders()).toHaveLength(1);
    expect(cart.items()).toHaveLength(2);
    // What is stored is still a plain order for tracking (the key is not part of it).
    expect(loadPlacedOrders()[0]).toEqual(placed.ok && placed.data.intent === "place" ? placed.data.order : null);
  });

  it("two submissions with the same key in flight at once place one order", async () => {
    vi.useFakeTimers();
    const a = submit({ intent: "place", checkoutKey: "key-2", ...details, ...mpesa });
    await vi.advanceTimersByTimeAsync(300);
    const b = submit({ intent: "place", checkoutKey: "key-2", ...details, ...mpesa });
    await vi.advanceTimersByTimeAsync(PAYMENT_DELAY_MS);
    const [first, second] = await Promise.all([a, b]);
    expect(second).toEqual(first);
    expect(loadPlacedOrders()).toHaveLength(1);
  });

  it("another key is another order; a fresh localStorage forgets every key", async () => {
    vi.useFakeTimers();
    const placeWith = async (checkoutKey: string) => {
      fillCart();
      const pending = submit({ intent: "place", checkoutKey, ...details, ...delivery });
      await vi.advanceTimersByTimeAsync(PAYMENT_DELAY_MS);
      return pending;
    };
    const first = await placeWith("key-3");
    await vi.advanceTimersByTimeAsync(5);
    const other = await placeWith("key-4");
    expect(other).not.toEqual(first);
    expect(loadPlacedOrders()).toHaveLength(2);
    window.localStorage.clear();
    await placeWith("key-3");
    expect(loadPlacedOrders()).toHaveLength(1);
  });

  it("an aborted submission (navigation away, resubmission) places nothing", async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const pending = submit({ intent: "place", checkoutKey: "abort", ...details, ...mpesa }, controller.signal);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort(new Error("aborted"));
    await expect(pending).rejects.toThrow("aborted");
    await vi.advanceTimersByTimeAsync(PAYMENT_DELAY_MS);
    expect(loadPlacedOrders()).toEqual([]);
    expect(cart.items()).toHaveLength(2);
  });

  it("an empty cart (emptied in another tab) places nothing: the empty-cart toast, at once", async () => {
    vi.useFakeTimers();
    cart.clear();
    const result = await submit({ intent: "place", checkoutKey: "empty", ...details, ...delivery });
    expect(result).toEqual({
      ok: false,
      intent: "place",
      errors: { form: EMPTY_CART_AT_CHECKOUT.description },
      toast: EMPTY_CART_AT_CHECKOUT,
    });
    expect(loadPlacedOrders()).toEqual([]);
  });

  it("storage unavailable from the start (private mode): the tab's cart is posted, the order placed, the cart emptied", async () => {
    window.localStorage.clear();
    const denied = vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    try {
      expect(() => window.localStorage).toThrow();
      // A tab whose cart never reached storage.
      const tab = cartStore;
      tab.clear();
      tab.add(p2);
      tab.setQuantity(p2.id, 3);
      vi.useFakeTimers();
      const pending = submit({
        intent: "place",
        checkoutKey: "private",
        ...details,
        ...delivery,
        lines: JSON.stringify(cartLines(tab.items())),
      });
      await vi.advanceTimersByTimeAsync(PAYMENT_DELAY_MS);
      const result = await pending;
      if (!result.ok || result.data.intent !== "place") throw new Error(`not placed: ${JSON.stringify(result)}`);
      expect(result.data.order.items).toEqual([{ name: p2.name, quantity: 3, priceCents: usdToKshCents(p2.price) }]);
      expect(result.data.order.payment.amountCents).toBe(totalsFor([{ price: p2.price, quantity: 3 }]).totalCents);
      expect(tab.items()).toEqual([]);
    } finally {
      denied.mockRestore();
    }
  });

  it("posted prices and names are ignored: every line is priced from the catalogue", async () => {
    vi.useFakeTimers();
    const tampered = [
      { id: p1.id, quantity: 2, price: 0.01, name: "Free case" },
      { id: p2.id, quantity: 1, price: 0, priceCents: 1 },
    ];
    const pending = submit({
      intent: "place",
      checkoutKey: "tampered",
      ...details,
      ...card,
      lines: JSON.stringify(tampered),
    });
    await vi.advanceTimersByTimeAsync(PAYMENT_DELAY_MS);
    const result = await pending;
    if (!result.ok || result.data.intent !== "place") throw new Error(`not placed: ${JSON.stringify(result)}`);
    expect(result.data.order.items).toEqual([
      { name: p1.name, quantity: 2, priceCents: usdToKshCents(p1.price) },
      { name: p2.name, quantity: 1, priceCents: usdToKshCents(p2.price) },
    ]);
    const subtotal = 2 * usdToKshCents(p1.price) + usdToKshCents(p2.price);
    expect(result.data.order.payment.amountCents).toBe(subtotal + Math.round(subtotal * 0.08));
  });

  it.each([
    ["not JSON", "{"],
    ["not a list", JSON.stringify({ id: p1.id, quantity: 1 })],
    ["no lines field at all", undefined],
    ["an unknown product", JSON.stringify([{ id: 99_999, quantity: 1 }])],
    ["a quantity of 0", JSON.stringify([{ id: p1.id, quantity: 0 }])],
    ["a fractional quantity", JSON.stringify([{ id: p1.id, quantity: 1.5 }])],
    ["a quantity over the bound", JSON.stringify([{ id: p1.id, quantity: CHECKOUT_MAX_QUANTITY + 1 }])],
    ["a quantity as text", JSON.stringify([{ id: p1.id, quantity: "2" }])],
    ["the same product twice", JSON.stringify([1, 2].map(() => ({ id: p1.id, quantity: 1 })))],
    [
      "more lines than the bound",
      JSON.stringify(Array.from({ length: CHECKOUT_MAX_LINES + 1 }, (_, i) => ({ id: i + 1, quantity: 1 }))),
    ],
  ])("cart lines refused (%s): Cart Not Accepted, nothing placed, the cart kept", async (_, lines) => {
    vi.useFakeTimers();
    const fields: Record<string, string> = { intent: "place", checkoutKey: "bad", ...details, ...delivery };
    // "no lines field at all" bypasses the helper's default (which posts the tab's cart).
    const request = formRequest(URL_, lines === undefined ? fields : { ...fields, lines });
    const result = await clientAction(routeArgs(request));
    expect(result).toEqual({
      ok: false,
      intent: "place",
      errors: { form: CART_NOT_ACCEPTED.description },
      toast: CART_NOT_ACCEPTED,
    });
    expect(loadPlacedOrders()).toEqual([]);
    expect(cart.items()).toHaveLength(2);
  });

  it("the double-order guard holds with posted lines: the key's order comes back, whatever is posted again", async () => {
    vi.useFakeTimers();
    const first = submit({ intent: "place", checkoutKey: "key-5", ...details, ...delivery });
    await vi.advanceTimersByTimeAsync(PAYMENT_DELAY_MS);
    const placed = await first;
    expect(placed).toMatchObject({ ok: true, intent: "place" });
    // The same key again, now with other lines (or none at all): no second order, no wait.
    const again = await submit({
      intent: "place",
      checkoutKey: "key-5",
      ...details,
      ...delivery,
      lines: JSON.stringify([{ id: p2.id, quantity: 5 }]),
    });
    expect(again).toEqual(placed);
    expect(loadPlacedOrders()).toHaveLength(1);
  });

  it("still confirms when storage is full (the order stands for the visit)", async () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const { result } = await place(mpesa);
    expect(result.ok).toBe(true);
    expect(cart.items()).toEqual([]);
    setItem.mockRestore();
  });
});

it("an unknown intent is a 400, not a silent success", async () => {
  await expect(submit({ ...details })).rejects.toBeInstanceOf(Response);
  await expect(submit({ intent: "refund" })).rejects.toMatchObject({ status: 400 });
});

describe("schemas shared with the forms", () => {
  it("map every failure to its error toast", () => {
    const d = DetailsSchema.safeParse({});
    expect(d.success).toBe(false);
    const p = PaymentSchema.safeParse({ method: "card" });
    expect(p.success).toBe(false);
    expect(checkoutToast({ email: MISSING_INFORMATION.description })).toBe(MISSING_INFORMATION);
    expect(checkoutToast({ cardCvv: CARD_DETAILS_REQUIRED.description })).toBe(CARD_DETAILS_REQUIRED);
    expect(checkoutToast({})).toBeUndefined();
  });

  it("detailsToast: Missing Information, or Text Too Long when a long field is the only problem", () => {
    expect(detailsToast({})).toBeUndefined();
    expect(detailsToast({ phone: MISSING_INFORMATION.description })).toBe(MISSING_INFORMATION);
    expect(detailsToast({ address: tooLongMessage(FIELD_LIMITS.address) })).toBe(TEXT_TOO_LONG);
    // Payment fields are not the details' business.
    expect(detailsToast({ method: PAYMENT_METHOD_REQUIRED.description })).toBeUndefined();
  });

  it("paymentToast: method, then M-Pesa number, then card details; Text Too Long alone", () => {
    expect(paymentToast({})).toBeUndefined();
    expect(paymentToast({ method: PAYMENT_METHOD_REQUIRED.description })).toBe(PAYMENT_METHOD_REQUIRED);
    expect(paymentToast({ mpesaNumber: MPESA_NUMBER_REQUIRED.description })).toBe(MPESA_NUMBER_REQUIRED);
    expect(paymentToast({ cardExpiry: CARD_DETAILS_REQUIRED.description })).toBe(CARD_DETAILS_REQUIRED);
    expect(paymentToast({ cardNumber: tooLongMessage(FIELD_LIMITS.cardNumber) })).toBe(TEXT_TOO_LONG);
    expect(paymentToast({ name: MISSING_INFORMATION.description })).toBeUndefined();
    expect(checkoutToast({ name: MISSING_INFORMATION.description, method: "x" })).toBe(MISSING_INFORMATION);
  });

  it("fields over their limits (HTML limits bypassed) get their inline messages", async () => {
    const long = await submit({ intent: "details", ...details, name: "n".repeat(FIELD_LIMITS.name + 1) });
    expect(long).toEqual({
      ok: false,
      intent: "details",
      errors: { name: tooLongMessage(FIELD_LIMITS.name) },
      toast: TEXT_TOO_LONG,
    });
    const cvv = await submit({ intent: "place", ...details, ...card, cardCvv: "12345" });
    expect(cvv).toMatchObject({
      ok: false,
      errors: { cardCvv: tooLongMessage(FIELD_LIMITS.cardCvv) },
      toast: TEXT_TOO_LONG,
    });
    const mpesaLong = await submit({ intent: "place", ...details, method: "mpesa", mpesaNumber: "0".repeat(21) });
    expect(mpesaLong).toMatchObject({ ok: false, errors: { mpesaNumber: tooLongMessage(FIELD_LIMITS.mpesaNumber) } });
  });

  it("the M-Pesa number is stored normalised", () => {
    expect(PaymentSchema.parse({ method: "mpesa", mpesaNumber: "+254 712-345-678" }).mpesaNumber).toBe("254712345678");
    expect(PaymentSchema.parse({ method: "mpesa", mpesaNumber: "712345678" }).mpesaNumber).toBe("254712345678");
  });
});
