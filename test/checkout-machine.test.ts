// The checkout reducer, step by step: every transition of lib/checkout-machine,
// called directly (pure: no DOM, no storage, no module state).
import { describe, expect, it } from "vitest";
import { MPESA_FAILURE_CODES } from "~/data/payments";
import {
  answerEvent,
  checkoutReducer,
  initialCheckout,
  isBusy,
  type CheckoutEvent,
  type CheckoutState,
} from "~/lib/checkout-machine";
import type { Order } from "~/lib/entities";
import type { Details } from "~/lib/schemas/checkout";

const details: Details = {
  name: "Wanjiku Kamau",
  email: "wanjiku@example.co.ke",
  phone: "0712345678",
  address: "",
  area: "Kilimani",
};
const draft = { name: "Wanjiku Kamau", email: "wanjiku@example.co.ke", phone: "0712345678", area: "Kilimani" };
const order = { orderId: "ORD1" } as Order;

const run = (state: CheckoutState, ...events: CheckoutEvent[]) => events.reduce(checkoutReducer, state);
const typed = () => run(initialCheckout(), { type: "draftSaved", draft });
const atPayment = () => run(typed(), { type: "detailsAccepted", details, key: "k1" });
const atPaying = () => run(atPayment(), { type: "pay", method: "card" });
const atStk = () => run(atPayment(), { type: "push", number: "254712345678", at: 1000 });
const atFailed = (code: (typeof MPESA_FAILURE_CODES)[number] = 1032) =>
  run(atStk(), { type: "pushFailed", key: "k1", code });
const atPaybill = () => run(atFailed(), { type: "paybillReserved", orderId: "ORD42" });

describe("checkout machine", () => {
  it("starts on the details step, focus on the name, not announced (the dialog's description reads it)", () => {
    expect(initialCheckout()).toEqual({ step: "details", draft: {}, announce: false, focus: { target: "name" } });
  });

  it("details → payment: carries the details and the new key, focus on the method, announced", () => {
    expect(atPayment()).toEqual({
      step: "payment",
      draft,
      details,
      key: "k1",
      announce: true,
      focus: { target: "method" },
    });
  });

  it("details refused by the action: errors kept, focus on the first invalid field", () => {
    const errors = { email: "Please fill in all required fields" };
    const next = run(typed(), { type: "detailsRejected", errors });
    expect(next).toMatchObject({ step: "details", errors, draft, focus: { target: "firstInvalid" } });
  });

  it("back (payment → details): the draft is kept, focus on the name, announced", () => {
    expect(run(atPayment(), { type: "back" })).toEqual({
      step: "details",
      draft,
      announce: true,
      focus: { target: "name" },
      errors: undefined,
    });
  });

  it("back to cart, from either step: returns to details (the drawer is shown), the draft kept", () => {
    for (const from of [typed(), atPayment()]) {
      expect(run(from, { type: "backToCart" })).toMatchObject({ step: "details", draft, announce: false });
    }
  });

  it("close keeps the draft for the next opening; after an order it starts afresh", () => {
    expect(run(atPayment(), { type: "close" })).toMatchObject({ step: "details", draft });
    const confirmed = run(atPaying(), { type: "placed", order });
    expect(run(confirmed, { type: "close" })).toEqual(initialCheckout());
  });

  it("payment → paying: busy with the chosen method, focus on the pending notice", () => {
    expect(atPaying()).toEqual({
      step: "paying",
      draft,
      details,
      key: "k1",
      method: "card",
      announce: true,
      focus: { target: "pending" },
    });
  });

  it("payment refused: back to payment with the errors, focus on the first invalid field, key kept", () => {
    const errors = { mpesaNumber: "Please enter your M-Pesa number" };
    expect(run(atPaying(), { type: "rejected", errors })).toEqual({
      step: "payment",
      draft,
      details,
      key: "k1",
      errors,
      announce: true,
      focus: { target: "firstInvalid" },
    });
  });

  it("details refused with the payment (devtools): back to details with those errors", () => {
    const errors = { name: "Please fill in all required fields" };
    expect(run(atPaying(), { type: "rejected", errors })).toEqual({
      step: "details",
      draft,
      errors,
      announce: true,
      focus: { target: "firstInvalid" },
    });
  });

  it("placing refused (cart emptied meanwhile): back to payment", () => {
    const next = run(atPaying(), { type: "rejected", errors: { form: "x" } });
    expect(next).toMatchObject({ step: "payment", errors: { form: "x" } });
  });

  it("placed → confirmed: the order, the draft cleared, focus on the confirmation, announced", () => {
    const confirmed = run(atPaying(), { type: "placed", order });
    expect(confirmed).toEqual({
      step: "confirmed",
      order,
      draft: {},
      announce: true,
      focus: { target: "confirmation" },
    });
  });

  it("a new visit of the payment step gets the key it is given (a new one per visit)", () => {
    const again = run(atPayment(), { type: "back" }, { type: "detailsAccepted", details, key: "k2" });
    expect(again).toMatchObject({ step: "payment", key: "k2" });
  });

  it("draft updates keep the focus request (no focus move)", () => {
    const at = atPayment();
    const next = checkoutReducer(at, { type: "draftSaved", draft: { name: "x" } });
    expect(next.focus).toBe(at.focus);
    expect(next.draft).toEqual({ name: "x" });
  });
});

describe("the M-Pesa push", () => {
  it("payment → stk: the waiting panel with the number and when the push went, focus on its heading", () => {
    expect(atStk()).toEqual({
      step: "stk",
      draft,
      details,
      key: "k1",
      number: "254712345678",
      sentAt: 1000,
      announce: false,
      focus: { target: "panel" },
    });
    expect(isBusy(atStk())).toBe(true);
  });

  it.each(MPESA_FAILURE_CODES)(
    "stk waiting → failed with code %s: the panel shows it, focus on its heading",
    (code) => {
      const waiting = atStk();
      const failed = checkoutReducer(waiting, { type: "pushFailed", key: "k1", code });
      expect(failed).toEqual({ ...waiting, result: code, focus: { target: "panel" } });
      expect(failed.focus).not.toBe(waiting.focus);
      expect(isBusy(failed)).toBe(false);
    },
  );

  it("failed → retry: a fresh push with the new attempt key and a new countdown", () => {
    const again = run(atFailed(), { type: "retry", key: "k2", at: 5000 });
    expect(again).toEqual({ ...atStk(), key: "k2", sentAt: 5000, result: undefined });
    expect(isBusy(again)).toBe(true);
  });

  it("failed → change number or method: the payment step with a new key, the number offered again", () => {
    expect(run(atFailed(), { type: "change", key: "k3" })).toEqual({
      step: "payment",
      draft,
      details,
      key: "k3",
      mpesaNumber: "254712345678",
      announce: true,
      focus: { target: "method" },
      errors: undefined,
    });
  });

  it("failed → back to cart or close: the details step, draft kept", () => {
    for (const type of ["backToCart", "close"] as const)
      expect(run(atFailed(), { type })).toMatchObject({ step: "details", draft });
  });

  it("waiting → placed (the push paid): confirmed", () => {
    expect(run(atStk(), { type: "placed", order })).toMatchObject({ step: "confirmed", order, draft: {} });
  });

  it("waiting → rejected (the action refused the payment fields): the payment step with the errors", () => {
    const errors = { mpesaNumber: "Please enter your M-Pesa number" };
    expect(run(atStk(), { type: "rejected", errors })).toMatchObject({
      step: "payment",
      key: "k1",
      errors,
      focus: { target: "firstInvalid" },
    });
  });
});

describe("Paybill", () => {
  it("failed push → paybill: the reserved order ID, focus on the panel's heading", () => {
    expect(atPaybill()).toEqual({
      step: "paybill",
      draft,
      details,
      key: "k1",
      orderId: "ORD42",
      submitting: false,
      announce: false,
      focus: { target: "panel" },
    });
    expect(isBusy(atPaybill())).toBe(false);
  });

  it("submitted: busy (a second submission ignored, nothing can be left)", () => {
    const submitting = run(atPaybill(), { type: "paybillSubmitted" });
    expect(submitting).toMatchObject({ step: "paybill", submitting: true, errors: undefined });
    expect(isBusy(submitting)).toBe(true);
  });

  it("refused code: back on the panel with the error, focus on the field", () => {
    const errors = { confirmationCode: "bad" };
    expect(run(atPaybill(), { type: "paybillSubmitted" }, { type: "rejected", errors })).toMatchObject({
      step: "paybill",
      orderId: "ORD42",
      submitting: false,
      errors,
      focus: { target: "firstInvalid" },
    });
  });

  it("refused details (devtools): the details step", () => {
    const errors = { email: "Please fill in all required fields" };
    expect(run(atPaybill(), { type: "paybillSubmitted" }, { type: "rejected", errors })).toMatchObject({
      step: "details",
      errors,
    });
  });

  it("placed: confirmed; change method: the payment step with a new key", () => {
    expect(run(atPaybill(), { type: "paybillSubmitted" }, { type: "placed", order })).toMatchObject({
      step: "confirmed",
      order,
    });
    expect(run(atPaybill(), { type: "change", key: "k4" })).toMatchObject({ step: "payment", key: "k4" });
  });
});

describe("events that do not belong to a state change nothing (the same state back)", () => {
  const E = {
    back: { type: "back" },
    backToCart: { type: "backToCart" },
    close: { type: "close" },
    pay: { type: "pay", method: "delivery" },
    push: { type: "push", number: "254700000000", at: 2 },
    retry: { type: "retry", key: "k2", at: 2 },
    change: { type: "change", key: "k2" },
    accepted: { type: "detailsAccepted", details, key: "k2" },
    detailsRejected: { type: "detailsRejected", errors: {} },
    rejected: { type: "rejected", errors: {} },
    placed: { type: "placed", order },
    reserved: { type: "paybillReserved", orderId: "ORD1" },
    submitted: { type: "paybillSubmitted" },
    otherAttempt: { type: "pushFailed", key: "old", code: 1 },
    secondAnswer: { type: "pushFailed", key: "k1", code: 2001 },
    draft: { type: "draftSaved", draft },
  } satisfies Record<string, CheckoutEvent>;
  const leaving = [E.back, E.backToCart, E.close];
  it.each([
    ["the details step", initialCheckout, [E.back, E.pay, E.rejected, E.placed, E.reserved]],
    ["the payment step", atPayment, [E.detailsRejected, E.reserved]],
    ["paying: a second submit, leaving", atPaying, [E.pay, E.push, ...leaving, E.accepted, E.reserved]],
    ["the push's wait: a second push, a retry, leaving, Paybill", atStk, [E.push, E.retry, ...leaving, E.change]],
    ["the push's wait: Paybill, another attempt's answer", atStk, [E.reserved, E.submitted, E.otherAttempt]],
    ["a failed push: a second answer", () => atFailed(1), [E.secondAnswer]],
    ["Paybill before its code is sent", atPaybill, [E.placed, E.rejected]],
    ["Paybill's code sent", () => run(atPaybill(), E.submitted), [E.submitted, E.change, ...leaving]],
    ["confirmed: the details step's last draft", () => run(atPaying(), E.placed), [E.draft]],
  ])("%s", (_, state, events: CheckoutEvent[]) => {
    const from = state();
    for (const event of events) expect(checkoutReducer(from, event), event.type).toBe(from);
  });
});

describe("the action's answers as events", () => {
  it("maps each answer to its event; nothing for no answer", () => {
    expect(answerEvent(undefined)).toBeUndefined();
    expect(answerEvent({ ok: true, intent: "details", data: { intent: "details", details, key: "k" } })).toEqual({
      type: "detailsAccepted",
      details,
      key: "k",
    });
    const errors = { name: "x" };
    expect(answerEvent({ ok: false, intent: "details", errors })).toEqual({ type: "detailsRejected", errors });
    expect(answerEvent({ ok: false, intent: "place", errors })).toEqual({ type: "rejected", errors });
    expect(answerEvent({ ok: false, intent: "paybill", errors })).toEqual({ type: "rejected", errors });
    expect(answerEvent({ ok: true, intent: "place", data: { intent: "place", order } })).toEqual({
      type: "placed",
      order,
    });
    expect(answerEvent({ ok: true, intent: "place", data: { intent: "pushFailed", key: "k", code: 1037 } })).toEqual({
      type: "pushFailed",
      key: "k",
      code: 1037,
    });
    expect(answerEvent({ ok: true, intent: "reserve", data: { intent: "reserve", orderId: "ORD7" } })).toEqual({
      type: "paybillReserved",
      orderId: "ORD7",
    });
  });
});
