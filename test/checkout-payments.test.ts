// The checkout's action paying as app/data/payments' test table says: one
// Request per test number (and one that pays), the Paybill fallback, and the
// push's guard, with fake timers for the simulated answers (no real waiting).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAYMENT_DELAY_MS } from "~/data/constants";
import { STK_PUSH_SENT } from "~/data/messages";
import {
  CARD_DECLINES,
  CARD_TEST_NUMBERS,
  MPESA_TEST_NUMBERS,
  PAYBILL_CODE_INVALID,
  STK_TIMEOUT_MS,
} from "~/data/payments";
import { PRODUCTS } from "~/data/catalogue.server";
import { cartLines } from "~/lib/cart";
import { cartStore } from "~/lib/stores/cart-store";
import type { CheckoutResult } from "~/lib/checkout";
import { OrderSchema } from "~/lib/entities";
import { findOrder, loadPlacedOrders } from "~/lib/stores/orders";
import { toastError, toastSuccess } from "~/lib/stores/toast";
import { clientAction } from "~/routes/actions.checkout";
import { formRequest, routeArgs } from "./route-helpers";

vi.mock("~/lib/stores/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const details = { name: "Achieng Otieno", email: "a@example.co.ke", phone: "0712345678", address: "", area: "Karen" };
const p1 = PRODUCTS[0]!;

function fillCart() {
  cartStore.clear();
  cartStore.add({ ...p1 });
}

const post = (fields: Record<string, string>) =>
  clientAction(
    routeArgs(formRequest("/actions/checkout", { lines: JSON.stringify(cartLines(cartStore.items())), ...fields })),
  );

/** Posts a payment and reports when it settles, advancing the fake clock by `ms`. */
async function payAfter(fields: Record<string, string>, ms: number) {
  let settled = false;
  const pending = post({ intent: "place", ...details, ...fields }).finally(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(ms - 1);
  const early = settled;
  await vi.advanceTimersByTimeAsync(1);
  return { early, result: await pending };
}

const placedOrder = (result: CheckoutResult) => {
  if (!result.ok || result.data.intent !== "place") throw new Error(`not placed: ${JSON.stringify(result)}`);
  return result.data.order;
};

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useFakeTimers({ now: new Date("2026-03-10T09:00:00+03:00") });
  fillCart();
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  cartStore.clear();
});

describe("M-Pesa, by test number", () => {
  it.each(MPESA_TEST_NUMBERS.filter((t) => t.code !== 1037))(
    "$number answers $code after the payment delay: nothing placed, the cart kept",
    async ({ number, code }) => {
      const { early, result } = await payAfter(
        { method: "mpesa", mpesaNumber: number, checkoutKey: "a1" },
        PAYMENT_DELAY_MS,
      );
      expect(early).toBe(false);
      expect(result).toEqual({ ok: true, intent: "place", data: { intent: "pushFailed", key: "a1", code } });
      expect(toastSuccess).toHaveBeenCalledWith({
        title: STK_PUSH_SENT.title,
        description: STK_PUSH_SENT.description(`254${number.slice(1)}`),
      });
      expect(loadPlacedOrders()).toEqual([]);
      expect(cartStore.items()).toHaveLength(1);
    },
  );

  it("0700000003 gets no answer until the countdown ends (1037)", async () => {
    const { early, result } = await payAfter(
      { method: "mpesa", mpesaNumber: "0700000003", checkoutKey: "a2" },
      STK_TIMEOUT_MS,
    );
    expect(early).toBe(false);
    expect(result).toMatchObject({ data: { intent: "pushFailed", code: 1037 } });
    expect(loadPlacedOrders()).toEqual([]);
  });

  it("test numbers are compared after normalisation", async () => {
    for (const typed of ["+254 700 000 001", "254700000001", "700000001", "0700-000-001"]) {
      const { result } = await payAfter({ method: "mpesa", mpesaNumber: typed, checkoutKey: typed }, PAYMENT_DELAY_MS);
      expect(result).toMatchObject({ data: { intent: "pushFailed", code: 1032 } });
    }
  });

  it("any other number pays after the payment delay: the order with a 10-character receipt code, the cart emptied", async () => {
    const { early, result } = await payAfter(
      { method: "mpesa", mpesaNumber: "0712 345 678", checkoutKey: "a3" },
      PAYMENT_DELAY_MS,
    );
    expect(early).toBe(false);
    const order = placedOrder(result);
    expect(OrderSchema.parse(order)).toEqual(order);
    expect(order.payment).toMatchObject({ method: "mpesa", status: "Paid", state: "paid" });
    expect(order.payment.receipt).toMatch(/^[A-Z][A-Z0-9]{9}$/);
    expect(findOrder(order.orderId)?.payment.receipt).toBe(order.payment.receipt);
    expect(cartStore.items()).toEqual([]);
  });

  it("a retry is a fresh push (new key, a second STK Push Sent) that can pay", async () => {
    await payAfter({ method: "mpesa", mpesaNumber: "0700000002", checkoutKey: "r1" }, PAYMENT_DELAY_MS);
    const { result } = await payAfter(
      { method: "mpesa", mpesaNumber: "0712345678", checkoutKey: "r2" },
      PAYMENT_DELAY_MS,
    );
    expect(placedOrder(result).payment.state).toBe("paid");
    expect(toastSuccess).toHaveBeenCalledTimes(2);
  });

  it("the same attempt key posted again never sends a second push: it waits for the first one's answer", async () => {
    const first = post({ intent: "place", ...details, method: "mpesa", mpesaNumber: "0700000004", checkoutKey: "d1" });
    await vi.advanceTimersByTimeAsync(500);
    const second = post({ intent: "place", ...details, method: "mpesa", mpesaNumber: "0700000004", checkoutKey: "d1" });
    await vi.advanceTimersByTimeAsync(PAYMENT_DELAY_MS - 500);
    // Both answered when the push's answer is due, not 500 ms later for the second.
    await expect(first).resolves.toMatchObject({ data: { code: 2001 } });
    await expect(second).resolves.toMatchObject({ data: { code: 2001 } });
    expect(toastSuccess).toHaveBeenCalledTimes(1);
  });
});

describe("cards, by test number (digits only; no format checks)", () => {
  const card = { method: "card", cardExpiry: "12/29", cardCvv: "123" };

  it.each(CARD_TEST_NUMBERS)("$number: $outcome beside the card number, no toast, nothing placed", async (t) => {
    for (const cardNumber of [t.number, t.number.replace(/ /g, ""), t.number.replace(/ /g, "-")]) {
      const { early, result } = await payAfter({ ...card, cardNumber, checkoutKey: cardNumber }, PAYMENT_DELAY_MS);
      expect(early).toBe(false);
      expect(result).toEqual({
        ok: false,
        intent: "place",
        errors: { cardNumber: CARD_DECLINES[t.outcome].message },
        toast: undefined,
      });
    }
    expect(toastError).not.toHaveBeenCalled();
    expect(loadPlacedOrders()).toEqual([]);
    expect(cartStore.items()).toHaveLength(1);
  });

  it("any other card pays", async () => {
    for (const cardNumber of ["4242 4242 4242 4242", "4000 0000 0000 0003", "not a number"]) {
      fillCart();
      const { result } = await payAfter({ ...card, cardNumber, checkoutKey: cardNumber }, PAYMENT_DELAY_MS);
      expect(placedOrder(result).payment).toMatchObject({ method: "card", state: "paid", status: "Paid" });
      await vi.advanceTimersByTimeAsync(1);
    }
  });

  it("Pay on Delivery: on delivery", async () => {
    const { result } = await payAfter({ method: "delivery", checkoutKey: "pod" }, PAYMENT_DELAY_MS);
    expect(placedOrder(result).payment).toMatchObject({ state: "on-delivery", status: "Pay on delivery" });
    expect(placedOrder(result).payment.receipt).toBeUndefined();
  });
});

describe("Paybill", () => {
  const reserve = async () => {
    const result = await post({ intent: "reserve" });
    if (!result.ok || result.data.intent !== "reserve") throw new Error(`not reserved: ${JSON.stringify(result)}`);
    return result.data.orderId;
  };

  it("reserves one order ID for this checkout (ORD + now), the same when the customer comes back", async () => {
    const id = await reserve();
    expect(id).toBe(`ORD${Date.now()}`);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await reserve()).toBe(id);
  });

  it("a valid code places the order under the reserved ID, awaiting confirmation; the next checkout reserves afresh", async () => {
    const orderId = await reserve();
    await vi.advanceTimersByTimeAsync(10);
    const result = await post({ intent: "paybill", ...details, confirmationCode: " tj3mx6clyc ", checkoutKey: "p1" });
    const order = placedOrder(result);
    expect(order).toMatchObject({ orderId, payment: { method: "mpesa", state: "awaiting", receipt: "TJ3MX6CLYC" } });
    expect(order.payment.status).toBe("Awaiting confirmation");
    expect(findOrder(orderId)?.payment.state).toBe("awaiting");
    expect(cartStore.items()).toEqual([]);
    // Posted again: that order, not a second one.
    fillCart();
    await expect(post({ intent: "paybill", ...details, confirmationCode: "TJ3MX6CLYC", orderId })).resolves.toEqual(
      result,
    );
    expect(loadPlacedOrders()).toHaveLength(1);
    expect(await reserve()).not.toBe(orderId);
  });

  it.each(["", "TJ3MX6CLY", "TJ3MX6CLYC1", "TJ3MX6-LYC", "TJ3MX 6CLY"])(
    "code %j refused beside its field, nothing placed",
    async (confirmationCode) => {
      await reserve();
      const result = await post({ intent: "paybill", ...details, confirmationCode });
      expect(result).toMatchObject({
        ok: false,
        intent: "paybill",
        errors: { confirmationCode: PAYBILL_CODE_INVALID },
      });
      expect(loadPlacedOrders()).toEqual([]);
      expect(cartStore.items()).toHaveLength(1);
    },
  );

  it("with sessionStorage unavailable, the posted reserved ID stands", async () => {
    const denied = vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    try {
      const orderId = await reserve();
      const result = await post({ intent: "paybill", ...details, confirmationCode: "QWERTY1234", orderId });
      expect(placedOrder(result).orderId).toBe(orderId);
      const none = await post({ intent: "paybill", ...details, confirmationCode: "QWERTY1234", orderId: "x" });
      expect(none).toMatchObject({ ok: false });
    } finally {
      denied.mockRestore();
    }
  });
});
