// The checkout reducer, step by step: every transition of lib/checkout-machine,
// called directly (pure: no DOM, no storage, no module state).
import { describe, expect, it } from "vitest";
import { checkoutReducer, initialCheckout, type CheckoutEvent, type CheckoutState } from "~/lib/checkout-machine";
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
const atPaying = () => run(atPayment(), { type: "pay", method: "mpesa" });

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
      method: "mpesa",
      announce: true,
      focus: { target: "pending" },
    });
  });

  it("while paying, a second submit, back, back to cart and close are ignored (same state)", () => {
    const paying = atPaying();
    for (const event of [
      { type: "pay", method: "card" },
      { type: "back" },
      { type: "backToCart" },
      { type: "close" },
      { type: "detailsAccepted", details, key: "k2" },
    ] as const) {
      expect(checkoutReducer(paying, event)).toBe(paying);
    }
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
    // What the details step reports when it goes away is no longer a draft.
    expect(checkoutReducer(confirmed, { type: "draftSaved", draft })).toBe(confirmed);
  });

  it("events that do not belong to a state change nothing", () => {
    const start = initialCheckout();
    for (const event of [
      { type: "back" },
      { type: "pay", method: "card" },
      { type: "rejected", errors: {} },
      { type: "placed", order },
    ] as const) {
      expect(checkoutReducer(start, event)).toBe(start);
    }
    const payment_ = atPayment();
    expect(checkoutReducer(payment_, { type: "detailsRejected", errors: {} })).toBe(payment_);
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
