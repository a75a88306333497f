// The checkout reducer, step by step: every transition of lib/checkout-machine,
// called directly (pure: no DOM, no storage, no module state).
import { describe, expect, it } from "vitest";
import { MPESA_FAILURE_CODES } from "~/data/payments";
import {
  answerEvent,
  checkoutReducer,
  initialCheckout,
  type CheckoutEvent,
  type CheckoutResult,
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

const withDetails = { draft, details, key: "k1" };
const paybillSent = () => run(atPaybill(), { type: "paybillSubmitted" });
const nameMissing = { name: "Please fill in all required fields" };
const numberMissing = { mpesaNumber: "Please enter your M-Pesa number" };

describe("transitions, each to its whole next state", () => {
  it.each<[string, () => CheckoutState, CheckoutState]>([
    [
      "start: details, focus on the name, not announced (the dialog's description reads it)",
      initialCheckout,
      { step: "details", draft: {}, announce: false, focus: { target: "name" } },
    ],
    [
      "details → payment: the details and the new key, focus on the method, announced",
      atPayment,
      { step: "payment", ...withDetails, announce: true, focus: { target: "method" } },
    ],
    [
      "back (payment → details): the draft kept, focus on the name, announced",
      () => run(atPayment(), { type: "back" }),
      { step: "details", draft, announce: true, focus: { target: "name" }, errors: undefined },
    ],
    [
      "payment → paying: busy with the chosen method, focus on the pending notice",
      atPaying,
      { step: "paying", ...withDetails, method: "card", announce: true, focus: { target: "pending" } },
    ],
    [
      "payment refused: back to payment with the errors, focus on the first invalid field, key kept",
      () => run(atPaying(), { type: "rejected", errors: numberMissing }),
      { step: "payment", ...withDetails, errors: numberMissing, announce: true, focus: { target: "firstInvalid" } },
    ],
    [
      "details refused with the payment (devtools): back to details with those errors",
      () => run(atPaying(), { type: "rejected", errors: nameMissing }),
      { step: "details", draft, errors: nameMissing, announce: true, focus: { target: "firstInvalid" } },
    ],
    [
      "placed → confirmed: the order, the draft cleared, focus on the confirmation, announced",
      () => run(atPaying(), { type: "placed", order }),
      { step: "confirmed", order, draft: {}, announce: true, focus: { target: "confirmation" } },
    ],
    [
      "close after an order starts afresh",
      () => run(atPaying(), { type: "placed", order }, { type: "close" }),
      initialCheckout(),
    ],
    [
      "payment → stk: the waiting panel with the number and when the push went, focus on its heading",
      atStk,
      {
        step: "stk",
        ...withDetails,
        number: "254712345678",
        sentAt: 1000,
        announce: false,
        focus: { target: "panel" },
      },
    ],
    [
      "failed → retry: a fresh push with the new attempt key and a new countdown",
      () => run(atFailed(), { type: "retry", key: "k2", at: 5000 }),
      { ...(atStk() as CheckoutState & { step: "stk" }), key: "k2", sentAt: 5000, result: undefined },
    ],
    [
      "failed → change number or method: the payment step with a new key, the number offered again",
      () => run(atFailed(), { type: "change", key: "k3" }),
      {
        step: "payment",
        ...withDetails,
        key: "k3",
        mpesaNumber: "254712345678",
        announce: true,
        focus: { target: "method" },
        errors: undefined,
      },
    ],
    [
      "failed push → paybill: the reserved order ID, focus on the panel's heading",
      atPaybill,
      {
        step: "paybill",
        ...withDetails,
        orderId: "ORD42",
        submitting: false,
        announce: false,
        focus: { target: "panel" },
      },
    ],
  ])("%s", (_, state, expected) => {
    expect(state()).toEqual(expected);
  });
});

// "placed" and leaving act the same from every busy (or idle) state: one source state each here. Which states
// are busy: "events that do not belong".
describe("transitions, by the fields they set", () => {
  const errors = { email: "Please fill in all required fields" };
  const draftKept = { step: "details", draft, announce: false };
  it.each<[string, () => CheckoutState, Record<string, unknown>]>([
    [
      "details refused by the action: errors kept, focus on the first invalid field",
      () => run(typed(), { type: "detailsRejected", errors }),
      { step: "details", errors, draft, focus: { target: "firstInvalid" } },
    ],
    ["back to cart from details: details shown, the draft kept", () => run(typed(), { type: "backToCart" }), draftKept],
    ["close keeps the draft for the next opening", () => run(atPayment(), { type: "close" }), draftKept],
    ["failed → close: the details step, draft kept", () => run(atFailed(), { type: "close" }), draftKept],
    [
      "waiting → rejected (the action refused the payment fields): the payment step with the errors",
      () => run(atStk(), { type: "rejected", errors: numberMissing }),
      { step: "payment", key: "k1", errors: numberMissing, focus: { target: "firstInvalid" } },
    ],
    [
      "Paybill submitted: busy (a second submission ignored)",
      paybillSent,
      { step: "paybill", submitting: true, errors: undefined },
    ],
    [
      "Paybill's code refused: back on the panel with the error, focus on the field",
      () => run(paybillSent(), { type: "rejected", errors: { confirmationCode: "bad" } }),
      {
        step: "paybill",
        orderId: "ORD42",
        submitting: false,
        errors: { confirmationCode: "bad" },
        focus: { target: "firstInvalid" },
      },
    ],
    [
      "Paybill's details refused (devtools): the details step",
      () => run(paybillSent(), { type: "rejected", errors }),
      { step: "details", errors },
    ],
    [
      "Paybill → change method: the payment step with a new key",
      () => run(atPaybill(), { type: "change", key: "k4" }),
      { step: "payment", key: "k4" },
    ],
  ])("%s", (_, state, fields) => {
    expect(state()).toMatchObject(fields);
  });

  it.each(MPESA_FAILURE_CODES)(
    "stk waiting → failed with code %s: the panel shows it, focus on its heading",
    (code) => {
      const waiting = atStk();
      const failed = checkoutReducer(waiting, { type: "pushFailed", key: "k1", code });
      expect(failed).toEqual({ ...waiting, result: code, focus: { target: "panel" } });
      expect(failed.focus).not.toBe(waiting.focus);
    },
  );

  it("draft updates keep the focus request (no focus move)", () => {
    const at = atPayment();
    const next = checkoutReducer(at, { type: "draftSaved", draft: { name: "x" } });
    expect(next.focus).toBe(at.focus);
    expect(next.draft).toEqual({ name: "x" });
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
    ["Paybill's code sent", paybillSent, [E.submitted, E.change, ...leaving]],
    ["confirmed: the details step's last draft", () => run(atPaying(), E.placed), [E.draft]],
  ])("%s", (_, state, events: CheckoutEvent[]) => {
    const from = state();
    for (const event of events) expect(checkoutReducer(from, event), event.type).toBe(from);
  });
});

describe("the action's answers as events", () => {
  it("maps each answer to its event; nothing for no answer", () => {
    const errors = { name: "x" };
    const answers: (CheckoutResult | undefined)[] = [
      undefined,
      { ok: true, intent: "details", data: { intent: "details", details, key: "k" } },
      { ok: false, intent: "details", errors },
      { ok: false, intent: "place", errors },
      { ok: false, intent: "paybill", errors },
      { ok: true, intent: "place", data: { intent: "place", order } },
      { ok: true, intent: "place", data: { intent: "pushFailed", key: "k", code: 1037 } },
      { ok: true, intent: "reserve", data: { intent: "reserve", orderId: "ORD7" } },
    ];
    expect(answers.map(answerEvent)).toEqual([
      undefined,
      { type: "detailsAccepted", details, key: "k" },
      { type: "detailsRejected", errors },
      { type: "rejected", errors },
      { type: "rejected", errors },
      { type: "placed", order },
      { type: "pushFailed", key: "k", code: 1037 },
      { type: "paybillReserved", orderId: "ORD7" },
    ]);
  });
});
