// The checkout's client action, called with Requests built from FormData: each validation branch, placing an order
// by each method, the guards against a second order, and paying as app/data/payments' test table says (fake timers
// for the simulated answers).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DELIVERY_AREAS } from "~/data/areas";
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
import {
  CARD_DECLINES,
  CARD_TEST_NUMBERS,
  MPESA_TEST_NUMBERS,
  PAYBILL_CODE_INVALID,
  STK_TIMEOUT_MS,
} from "~/data/payments";
import { PRODUCTS } from "~/data/catalogue.server";
import { cartLines } from "~/lib/cart";
import type { CheckoutResult } from "~/lib/checkout-machine";
import { cartStore as cart } from "~/lib/stores/cart-store";
import { OrderSchema } from "~/lib/entities";
import { totalsFor, usdToKshCents } from "~/lib/money";
import { findOrder, loadPlacedOrders } from "~/lib/stores/orders";
import { FIELD_LIMITS, TEXT_TOO_LONG, tooLongMessage } from "~/data/forms";
import { checkoutToast, detailsToast, paymentToast } from "~/lib/schemas/checkout";
import { toastError, toastSuccess } from "~/lib/stores/toast";
import { clientAction } from "~/routes/actions.checkout";
import { formRequest, routeArgs } from "./route-helpers";
import { refuseStorage } from "./storage-helpers";

// The toasts the action raises (sonner itself is not loaded here).
vi.mock("~/lib/stores/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

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
/** Two of p1 and one of p2: 2 x 24.99 + 8.99 dollars. */
function fillCart() {
  cart.clear();
  cart.add(p1);
  cart.add(p1);
  cart.add(p2);
}

/** Posts `fields` with this tab's cart lines, as the dialog does, unless `lines` is given. */
const submit = (fields: Record<string, string>, signal?: AbortSignal) => {
  const request = formRequest("/actions/checkout", { lines: JSON.stringify(cartLines(cart.items())), ...fields });
  return clientAction(routeArgs(signal ? new Request(request, { signal }) : request));
};

/** Posts a placement and reports whether it settled before `ms` (the payment delay by default) had passed. */
async function placeAfter(fields: Record<string, string>, ms = PAYMENT_DELAY_MS) {
  let settled = false;
  const pending = submit({ intent: "place", checkoutKey: `k-${Math.random()}`, ...details, ...fields }).finally(
    () => (settled = true),
  );
  await vi.advanceTimersByTimeAsync(ms - 1);
  const early = settled;
  await vi.advanceTimersByTimeAsync(1);
  return { early, result: await pending };
}

/** No order saved, the cart as fillCart left it. */
const expectNothingPlaced = () => expect([loadPlacedOrders(), cart.items().length]).toEqual([[], 2]);
const placedOrder = (result: CheckoutResult) => {
  if (!result.ok || result.data.intent !== "place") throw new Error(`not placed: ${JSON.stringify(result)}`);
  return result.data.order;
};
const refused = (intent: string, errors: Record<string, string>, toast: unknown) => ({
  ok: false,
  intent,
  errors,
  toast,
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useFakeTimers({ now: new Date("2026-03-10T09:00:00+03:00") });
  fillCart();
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  cart.clear();
});

describe("details step", () => {
  it("accepts name, email and phone, trimmed, in any format; address and area optional; the city never read", async () => {
    const result = await submit({ intent: "details", ...details, city: "Mombasa" });
    expect(result).toMatchObject({ ok: true, intent: "details", data: { intent: "details", details } });
    expect(result.ok && result.data.intent === "details" && result.data.key).toMatch(/^\w+-\w+$/);
    await expect(submit({ intent: "details", name: " A ", email: "b", phone: "call me" })).resolves.toMatchObject({
      ok: true,
      data: { details: { name: "A", email: "b", phone: "call me", address: "", area: "" } },
    });
  });

  it.each([["name"], ["email"], ["phone"], ["name", "email", "phone"]].map((fields) => [fields.join(", "), fields]))(
    "missing or blank %s: Missing Information, each field marked, one toast",
    async (_, fields) => {
      for (const value of [undefined, "", "   "]) {
        const posted: Record<string, string> = { intent: "details", ...details };
        for (const field of fields) {
          if (value === undefined) delete posted[field];
          else posted[field] = value;
        }
        const errors = Object.fromEntries(fields.map((field) => [field, MISSING_INFORMATION.description]));
        await expect(submit(posted)).resolves.toEqual(refused("details", errors, MISSING_INFORMATION));
      }
    },
  );

  it("keeps an area only if it is one of the delivery areas", async () => {
    await expect(submit({ intent: "details", ...details, area: "Mombasa" })).resolves.toMatchObject({
      data: { details: { area: "" } },
    });
    for (const area of DELIVERY_AREAS)
      await expect(submit({ intent: "details", ...details, area })).resolves.toMatchObject({
        data: { details: { area } },
      });
  });
});

describe("payment validation (the place intent carries details and payment)", () => {
  it.each([
    ["no method", { mpesaNumber: "0712345678" }, { method: PAYMENT_METHOD_REQUIRED }],
    ["an empty method", { method: "" }, { method: PAYMENT_METHOD_REQUIRED }],
    ["an unknown method", { method: "bitcoin" }, { method: PAYMENT_METHOD_REQUIRED }],
    ["M-Pesa without a number", { method: "mpesa" }, { mpesaNumber: MPESA_NUMBER_REQUIRED }],
    ["M-Pesa with a blank number", { method: "mpesa", mpesaNumber: "  " }, { mpesaNumber: MPESA_NUMBER_REQUIRED }],
    ["M-Pesa with no digits", { method: "mpesa", mpesaNumber: "--" }, { mpesaNumber: MPESA_NUMBER_REQUIRED }],
    ["card without a number", { ...card, cardNumber: " " }, { cardNumber: CARD_DETAILS_REQUIRED }],
    ["card without an expiry", { ...card, cardExpiry: " " }, { cardExpiry: CARD_DETAILS_REQUIRED }],
    ["card without a cvv", { ...card, cardCvv: " " }, { cardCvv: CARD_DETAILS_REQUIRED }],
    [
      "card with nothing",
      { method: "card" },
      { cardNumber: CARD_DETAILS_REQUIRED, cardExpiry: CARD_DETAILS_REQUIRED, cardCvv: CARD_DETAILS_REQUIRED },
    ],
    ["details no longer valid", { ...mpesa, name: "" }, { name: MISSING_INFORMATION }],
  ])("%s: its toast, each field marked, refused before the wait", async (_, fields, marked) => {
    const errors = Object.fromEntries(Object.entries(marked).map(([field, toast]) => [field, toast.description]));
    const toast = Object.values(marked)[0];
    await expect(submit({ intent: "place", ...details, ...fields })).resolves.toEqual(refused("place", errors, toast));
    expect(vi.getTimerCount()).toBe(0);
    expectNothingPlaced();
  });
});

describe("placing the order", () => {
  // Each method with another method's field left blank (ignored); the cardholder's name is not required: `card`
  // has none. Which cards pay: test/payments.test.ts.
  it.each([
    ["mpesa", { ...mpesa, cardNumber: "" }, { state: "paid", status: "Paid" }],
    ["card", { ...card, mpesaNumber: "" }, { state: "paid", status: "Paid" }],
    ["delivery", { ...delivery, mpesaNumber: "" }, { state: "on-delivery", status: "Pay on delivery" }],
  ] as const)("%s: after 2 s the order is saved (ORD + timestamp), the cart cleared", async (method, payment, paid) => {
    const pending = submit({ intent: "place", checkoutKey: method, ...details, ...payment });
    await vi.advanceTimersByTimeAsync(0);
    // M-Pesa says so as the push goes; the other methods raise no toast.
    if (method === "mpesa")
      expect(toastSuccess).toHaveBeenCalledExactlyOnceWith({
        title: STK_PUSH_SENT.title,
        description: "Payment request sent to 254712345678. Check your phone.",
      });
    else expect(toastSuccess).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(PAYMENT_DELAY_MS - 1);
    expectNothingPlaced();
    await vi.advanceTimersByTimeAsync(1);
    const order = placedOrder(await pending);
    expect(order.orderId).toBe(`ORD${new Date("2026-03-10T09:00:02+03:00").getTime()}`);
    expect(OrderSchema.parse(order)).toEqual(order);
    // Confirmed, Processing current, delivered the next day.
    expect(order).toMatchObject({ status: "confirmed", estimatedDelivery: "2026-03-11" });
    expect(order.steps.map((s) => [s.title, s.completed, s.current])).toEqual([
      ["Order Confirmed", true, false],
      ["Processing", false, true],
      ["Out for Delivery", false, false],
      ["Delivered", false, false],
    ]);
    expect(order.payment).toMatchObject({ method, ...paid });
    // An M-Pesa payment has a receipt code of a real one's form; the others have none.
    expect(order.payment.receipt ?? "").toMatch(method === "mpesa" ? /^[A-Z][A-Z0-9]{9}$/ : /^$/);
    expect(order.payment.amountCents).toBe(2 * 329_868 + 118_668 + Math.round((2 * 329_868 + 118_668) * 0.08));
    expect(order.customer).toEqual(details);
    expect(cart.items()).toEqual([]);
    expect(loadPlacedOrders()).toEqual([order]);
    expect(toastError).not.toHaveBeenCalled();
  });

  it("the same key again (Enter, a second click, other lines), in flight or later, gets the key's one order: no second wait, no second order", async () => {
    const post = (lines?: string) =>
      submit({ intent: "place", checkoutKey: "key-1", ...details, ...delivery, ...(lines && { lines }) });
    const first = post();
    await vi.advanceTimersByTimeAsync(300);
    const second = post();
    await vi.advanceTimersByTimeAsync(PAYMENT_DELAY_MS);
    const placed = await first;
    await expect(second).resolves.toEqual(placed);
    fillCart();
    await expect(post()).resolves.toEqual(placed);
    await expect(post(JSON.stringify([{ id: p2.id, quantity: 5 }]))).resolves.toEqual(placed);
    expect(cart.items()).toHaveLength(2);
    // What is stored is still a plain order for tracking (the key is not part of it).
    expect(loadPlacedOrders()).toEqual([placedOrder(placed)]);
  });

  it("another key is another order; a fresh localStorage forgets every key", async () => {
    const placeWith = async (checkoutKey: string) => {
      fillCart();
      return placeAfter({ checkoutKey, ...delivery });
    };
    const first = await placeWith("key-3");
    await vi.advanceTimersByTimeAsync(5);
    expect(await placeWith("key-4")).not.toEqual(first);
    expect(loadPlacedOrders()).toHaveLength(2);
    window.localStorage.clear();
    await placeWith("key-3");
    expect(loadPlacedOrders()).toHaveLength(1);
  });

  it("an aborted submission (navigation away, resubmission) places nothing", async () => {
    const controller = new AbortController();
    const pending = submit({ intent: "place", checkoutKey: "abort", ...details, ...mpesa }, controller.signal);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort(new Error("aborted"));
    await expect(pending).rejects.toThrow("aborted");
    await vi.advanceTimersByTimeAsync(PAYMENT_DELAY_MS);
    expectNothingPlaced();
  });

  it("an empty cart (emptied in another tab) places nothing: the empty-cart toast, at once", async () => {
    cart.clear();
    const result = await submit({ intent: "place", checkoutKey: "empty", ...details, ...delivery });
    expect(result).toEqual(refused("place", { form: EMPTY_CART_AT_CHECKOUT.description }, EMPTY_CART_AT_CHECKOUT));
    expect(loadPlacedOrders()).toEqual([]);
  });

  it("storage unavailable from the start (private mode): the tab's cart is posted, the order placed, the cart emptied", async () => {
    refuseStorage(true);
    cart.clear();
    cart.add(p2);
    cart.setQuantity(p2.id, 3);
    const order = placedOrder((await placeAfter(delivery)).result);
    expect(order.items).toEqual([{ name: p2.name, quantity: 3, priceCents: usdToKshCents(p2.price) }]);
    expect(order.payment.amountCents).toBe(totalsFor([{ price: p2.price, quantity: 3 }]).totalCents);
    expect(cart.items()).toEqual([]);
  });

  it("still confirms when storage is full (the order stands for the visit)", async () => {
    refuseStorage();
    const order = placedOrder((await placeAfter(mpesa)).result);
    expect(cart.items()).toEqual([]);
    // The confirmation's tracking page finds it.
    expect(findOrder(order.orderId)).toEqual(order);
  });

  it("posted prices and names are ignored: every line is priced from the catalogue", async () => {
    const tampered = [
      { id: p1.id, quantity: 2, price: 0.01, name: "Free case" },
      { id: p2.id, quantity: 1, price: 0, priceCents: 1 },
    ];
    const order = placedOrder((await placeAfter({ ...card, lines: JSON.stringify(tampered) })).result);
    expect(order.items).toEqual([
      { name: p1.name, quantity: 2, priceCents: usdToKshCents(p1.price) },
      { name: p2.name, quantity: 1, priceCents: usdToKshCents(p2.price) },
    ]);
    const subtotal = 2 * usdToKshCents(p1.price) + usdToKshCents(p2.price);
    expect(order.payment.amountCents).toBe(subtotal + Math.round(subtotal * 0.08));
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
    const fields: Record<string, string> = { intent: "place", checkoutKey: "bad", ...details, ...delivery };
    // Straight to the action: submit() would post the tab's cart when there is no lines field.
    const result = await clientAction(
      routeArgs(formRequest("/actions/checkout", lines === undefined ? fields : { ...fields, lines })),
    );
    expect(result).toEqual(refused("place", { form: CART_NOT_ACCEPTED.description }, CART_NOT_ACCEPTED));
    expectNothingPlaced();
  });

  it("an unknown intent is a 400, not a silent success", async () => {
    await expect(submit({ ...details })).rejects.toBeInstanceOf(Response);
    await expect(submit({ intent: "refund" })).rejects.toMatchObject({ status: 400 });
  });
});

describe("M-Pesa, by test number (read after normalisation: test/payments.test.ts)", () => {
  it.each(MPESA_TEST_NUMBERS)(
    "$number answers $code after the payment delay (1037: no answer until the countdown ends): nothing placed, the cart kept",
    async ({ number, code }) => {
      const wait = code === 1037 ? STK_TIMEOUT_MS : PAYMENT_DELAY_MS;
      const { early, result } = await placeAfter({ method: "mpesa", mpesaNumber: number, checkoutKey: "a1" }, wait);
      expect(early).toBe(false);
      expect(result).toEqual({ ok: true, intent: "place", data: { intent: "pushFailed", key: "a1", code } });
      expectNothingPlaced();
    },
  );

  it("a retry is a fresh push (new key, a second STK Push Sent) that can pay", async () => {
    await placeAfter({ method: "mpesa", mpesaNumber: "0700000002", checkoutKey: "r1" });
    const { result } = await placeAfter({ ...mpesa, checkoutKey: "r2" });
    expect(placedOrder(result).payment.state).toBe("paid");
    expect(toastSuccess).toHaveBeenCalledTimes(2);
  });

  it("the same attempt key posted again never sends a second push: it waits for the first one's answer", async () => {
    const push = () =>
      submit({ intent: "place", ...details, method: "mpesa", mpesaNumber: "0700000004", checkoutKey: "d1" });
    const first = push();
    await vi.advanceTimersByTimeAsync(500);
    const second = push();
    await vi.advanceTimersByTimeAsync(PAYMENT_DELAY_MS - 500);
    // Both answered when the push's answer is due, not 500 ms later for the second.
    await expect(first).resolves.toMatchObject({ data: { code: 2001 } });
    await expect(second).resolves.toMatchObject({ data: { code: 2001 } });
    expect(toastSuccess).toHaveBeenCalledTimes(1);
  });
});

describe("cards, by test number (read by digits only: test/payments.test.ts)", () => {
  it.each(CARD_TEST_NUMBERS)("$number: $outcome beside the card number, no toast, nothing placed", async (t) => {
    const { early, result } = await placeAfter({ ...card, cardNumber: t.number });
    expect(early).toBe(false);
    expect(result).toEqual(refused("place", { cardNumber: CARD_DECLINES[t.outcome].message }, undefined));
    expect(toastError).not.toHaveBeenCalled();
    expectNothingPlaced();
  });
});

describe("Paybill", () => {
  const reserve = async () => {
    const result = await submit({ intent: "reserve" });
    if (!result.ok || result.data.intent !== "reserve") throw new Error(`not reserved: ${JSON.stringify(result)}`);
    return result.data.orderId;
  };

  it("reserves one order ID for this checkout (ORD + now), the same when the customer comes back; a valid code places the order under it, awaiting confirmation; the next checkout reserves afresh", async () => {
    const orderId = await reserve();
    expect(orderId).toBe(`ORD${Date.now()}`);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await reserve()).toBe(orderId);
    const result = await submit({ intent: "paybill", ...details, confirmationCode: " tj3mx6clyc ", checkoutKey: "p1" });
    expect(placedOrder(result)).toMatchObject({
      orderId,
      payment: { method: "mpesa", state: "awaiting", status: "Awaiting confirmation", receipt: "TJ3MX6CLYC" },
    });
    expect(findOrder(orderId)?.payment.state).toBe("awaiting");
    expect(cart.items()).toEqual([]);
    // Posted again: that order, not a second one.
    fillCart();
    const again = submit({ intent: "paybill", ...details, confirmationCode: "TJ3MX6CLYC", orderId });
    await expect(again).resolves.toEqual(result);
    expect(loadPlacedOrders()).toHaveLength(1);
    expect(await reserve()).not.toBe(orderId);
  });

  it.each(["", "TJ3MX6CLY", "TJ3MX6CLYC1", "TJ3MX6-LYC", "TJ3MX 6CLY"])(
    "code %j refused beside its field, nothing placed",
    async (confirmationCode) => {
      await reserve();
      const result = await submit({ intent: "paybill", ...details, confirmationCode });
      expect(result).toEqual(refused("paybill", { confirmationCode: PAYBILL_CODE_INVALID }, undefined));
      expectNothingPlaced();
    },
  );

  it("with sessionStorage unavailable, the posted reserved ID stands", async () => {
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const orderId = await reserve();
    const result = await submit({ intent: "paybill", ...details, confirmationCode: "QWERTY1234", orderId });
    expect(placedOrder(result).orderId).toBe(orderId);
    const none = await submit({ intent: "paybill", ...details, confirmationCode: "QWERTY1234", orderId: "x" });
    expect(none).toMatchObject({ ok: false });
  });
});

describe("the forms' toasts and limits", () => {
  it("each set of errors picks its toast: details, payment, or Text Too Long when a long field is the only problem", () => {
    const { address, cardNumber } = FIELD_LIMITS;
    const pick = [checkoutToast, detailsToast, paymentToast];
    for (const [errors, toasts] of [
      [{}, [undefined, undefined, undefined]],
      [{ email: MISSING_INFORMATION.description }, [MISSING_INFORMATION, MISSING_INFORMATION, undefined]],
      [{ address: tooLongMessage(address) }, [TEXT_TOO_LONG, TEXT_TOO_LONG, undefined]],
      [{ method: PAYMENT_METHOD_REQUIRED.description }, [PAYMENT_METHOD_REQUIRED, undefined, PAYMENT_METHOD_REQUIRED]],
      [{ mpesaNumber: MPESA_NUMBER_REQUIRED.description }, [MPESA_NUMBER_REQUIRED, undefined, MPESA_NUMBER_REQUIRED]],
      [{ cardCvv: CARD_DETAILS_REQUIRED.description }, [CARD_DETAILS_REQUIRED, undefined, CARD_DETAILS_REQUIRED]],
      [{ cardNumber: tooLongMessage(cardNumber) }, [TEXT_TOO_LONG, undefined, TEXT_TOO_LONG]],
      [
        { name: MISSING_INFORMATION.description, method: "x" },
        [MISSING_INFORMATION, MISSING_INFORMATION, PAYMENT_METHOD_REQUIRED],
      ],
    ] as const)
      expect(
        pick.map((toast) => toast(errors)),
        JSON.stringify(errors),
      ).toEqual(toasts);
  });

  it("fields over their limits (HTML limits bypassed) get their inline messages", async () => {
    const long = await submit({ intent: "details", ...details, name: "n".repeat(FIELD_LIMITS.name + 1) });
    expect(long).toEqual(refused("details", { name: tooLongMessage(FIELD_LIMITS.name) }, TEXT_TOO_LONG));
    await expect(submit({ intent: "place", ...details, ...card, cardCvv: "12345" })).resolves.toMatchObject({
      errors: { cardCvv: tooLongMessage(FIELD_LIMITS.cardCvv) },
      toast: TEXT_TOO_LONG,
    });
    await expect(
      submit({ intent: "place", ...details, method: "mpesa", mpesaNumber: "0".repeat(21) }),
    ).resolves.toMatchObject({ ok: false, errors: { mpesaNumber: tooLongMessage(FIELD_LIMITS.mpesaNumber) } });
  });
});
