/**
 * The checkout as one pure reducer: which step or panel is shown, whether a
 * payment is in flight, where focus goes, the details typed so far (kept when
 * the dialog closes) and the placed order. The dialog owns the state
 * (components/cart/CartPanels) and feeds it what the customer does and, via
 * `answerEvent`, what the checkout's action answers (its fetcher's data).
 *
 *   details --detailsAccepted--> payment (a new key)                               [answer]
 *   details --detailsRejected--> details (errors, focus the first invalid field)   [answer]
 *   payment --back-->            details
 *   payment --pay-->             paying (card, delivery)                            (a second tap ignored)
 *   payment --push-->            stk, waiting: "Check your phone", countdown from `sentAt`
 *   paying, stk waiting, paybill submitting --rejected--> payment (or paybill), or details
 *                                when details fields were refused; a card's decline is its
 *                                number's error                                     [answer]
 *   stk waiting --pushFailed-->  stk failed with Daraja's code (1032, 1, 2001, 1037)    [answer]
 *   stk failed  --retry-->       stk waiting: a fresh push with a new attempt key
 *   stk failed, paybill --change--> payment (another number or method, a new key)
 *   stk failed  --paybillReserved--> paybill (the reserved order ID)                [answer]
 *   paybill --paybillSubmitted--> paybill submitting
 *   paying, stk waiting, paybill submitting --placed--> confirmed (draft cleared)   [answer]
 *   any but paying, stk waiting, paybill submitting, confirmed --backToCart / close--> details (draft kept)
 *   confirmed --close-->         details, empty
 *
 * Only types are imported: the reducer sits in the cart panels' chunk, which must not pull in zod.
 */
import type { MpesaFailureCode } from "~/data/payments";
import type { CheckoutResult } from "./checkout";
import type { Order } from "./entities";
import type { FieldErrors } from "./form-result";
import type { Details, DetailsInput } from "./schemas/checkout";

/**
 * Where focus goes on entering a state: a field, the first invalid field, the pending notice, a panel's
 * heading (the STK push, the Paybill), the confirmation.
 */
export type FocusTarget = "name" | "method" | "firstInvalid" | "pending" | "panel" | "confirmation";

/** A fresh object each time the machine moves focus, so a view applies it once per transition. */
export interface FocusRequest {
  readonly target: FocusTarget;
}

interface Common {
  /** What the customer typed in the details step, kept across visits of the step and closes of the dialog. */
  readonly draft: Partial<DetailsInput>;
  readonly focus: FocusRequest;
  /** Whether the step is announced from the live region (the opening step is read as the dialog's description). */
  readonly announce: boolean;
}

interface WithDetails extends Common {
  readonly details: Details;
  /** Posted with the order: the action places at most one order, and sends at most one push, per key. */
  readonly key: string;
}

export type CheckoutState =
  | (Common & { readonly step: "details"; readonly errors?: FieldErrors })
  | (WithDetails & {
      readonly step: "payment";
      readonly errors?: FieldErrors;
      /** The number of the last push, offered again when the customer comes back to change it. */
      readonly mpesaNumber?: string;
    })
  | (WithDetails & { readonly step: "paying"; readonly method: "card" | "delivery" })
  | (WithDetails & {
      readonly step: "stk";
      /** The normalised number the push went to. */
      readonly number: string;
      /** When the push was sent (ms since the epoch): its countdown runs from here. */
      readonly sentAt: number;
      /** Daraja's answer once it failed; undefined while the phone is asked. */
      readonly result?: MpesaFailureCode;
    })
  | (WithDetails & {
      readonly step: "paybill";
      /** The order ID reserved for this checkout: the account number. */
      readonly orderId: string;
      readonly submitting: boolean;
      readonly errors?: FieldErrors;
    })
  | (Common & { readonly step: "confirmed"; readonly order: Order });

export type CheckoutEvent =
  | { type: "detailsAccepted"; details: Details; key: string }
  | { type: "detailsRejected"; errors: FieldErrors }
  | { type: "back" }
  | { type: "backToCart" }
  | { type: "close" }
  | { type: "pay"; method: "card" | "delivery" }
  | { type: "push"; number: string; at: number }
  | { type: "pushFailed"; key: string; code: MpesaFailureCode }
  | { type: "retry"; key: string; at: number }
  | { type: "change"; key: string }
  | { type: "paybillReserved"; orderId: string }
  | { type: "paybillSubmitted" }
  | { type: "rejected"; errors: FieldErrors }
  | { type: "placed"; order: Order }
  | { type: "draftSaved"; draft: Partial<DetailsInput> };

const focus = (target: FocusTarget): FocusRequest => ({ target });

function details(draft: Partial<DetailsInput>, announce = false, errors?: FieldErrors): CheckoutState {
  return { step: "details", draft, announce, focus: focus(errors ? "firstInvalid" : "name"), errors };
}

function payment(from: WithDetails & { number?: string }, key: string, errors?: FieldErrors): CheckoutState {
  const { draft, details: d, number: mpesaNumber } = from;
  return {
    mpesaNumber,
    step: "payment",
    draft,
    announce: true,
    details: d,
    key,
    errors,
    focus: focus(errors ? "firstInvalid" : "method"),
  };
}

/** A checkout opened for the first time (or after an order was placed), with what this tab had typed. */
export function initialCheckout(draft: Partial<DetailsInput> = {}): CheckoutState {
  return details(draft);
}

/** Whether an answer is awaited: the dialog cannot be closed or left halfway through a payment. */
export function isBusy(state: CheckoutState): boolean {
  return (
    state.step === "paying" ||
    (state.step === "stk" && state.result === undefined) ||
    (state.step === "paybill" && state.submitting)
  );
}

/** Errors naming a details field send the customer back to that step (the details travel with the payment). */
const refusesDetails = (errors: FieldErrors, of: Details) => Object.keys(errors).some((name) => name in of);

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  const { draft } = state;
  switch (event.type) {
    case "detailsAccepted":
      if (state.step !== "details") return state;
      return { step: "payment", draft, announce: true, focus: focus("method"), details: event.details, key: event.key };

    case "detailsRejected":
      return state.step === "details" ? details(draft, state.announce, event.errors) : state;

    case "back":
      return state.step === "payment" ? details(draft, true) : state;

    case "backToCart":
    case "close":
      if (isBusy(state)) return state; // the payment cannot be abandoned halfway
      return state.step === "confirmed" && event.type === "close" ? initialCheckout() : details(draft);

    case "pay": {
      if (state.step !== "payment") return state; // also: a second submission while paying
      const { details: d, key } = state;
      return { step: "paying", draft, announce: true, details: d, key, method: event.method, focus: focus("pending") };
    }

    case "push": {
      if (state.step !== "payment") return state;
      const { details: d, key } = state;
      const { number, at: sentAt } = event;
      return { step: "stk", draft, announce: false, details: d, key, number, sentAt, focus: focus("panel") };
    }

    case "pushFailed":
      if (state.step !== "stk" || state.result !== undefined || state.key !== event.key) return state;
      return { ...state, result: event.code, focus: focus("panel") };

    case "retry":
      // A fresh push only once the last one was answered: never two at once.
      if (state.step !== "stk" || state.result === undefined) return state;
      return { ...state, key: event.key, sentAt: event.at, result: undefined, focus: focus("panel") };

    case "change":
      if ((state.step === "stk" && state.result !== undefined) || (state.step === "paybill" && !state.submitting))
        return payment(state, event.key);
      return state;

    case "paybillReserved": {
      if (state.step !== "stk" || state.result === undefined) return state;
      const { details: d, key } = state;
      const { orderId } = event;
      return {
        step: "paybill",
        draft,
        announce: false,
        details: d,
        key,
        orderId,
        submitting: false,
        focus: focus("panel"),
      };
    }

    case "paybillSubmitted":
      return state.step === "paybill" && !state.submitting ? { ...state, submitting: true, errors: undefined } : state;

    case "rejected": {
      if (!isBusy(state) || state.step === "details" || state.step === "confirmed") return state;
      if (refusesDetails(event.errors, state.details)) return details(draft, true, event.errors);
      if (state.step === "paybill")
        return { ...state, submitting: false, errors: event.errors, focus: focus("firstInvalid") };
      return payment(state, state.key, event.errors);
    }

    case "placed":
      if (!isBusy(state)) return state;
      return { step: "confirmed", draft: {}, announce: true, focus: focus("confirmation"), order: event.order };

    case "draftSaved":
      // After the order is placed, what was typed is no longer a draft.
      return state.step === "confirmed" ? state : { ...state, draft: event.draft };
  }
}

/** The machine's event for an answer of the checkout's action (a fetcher's data); undefined for none. */
export function answerEvent(result: CheckoutResult | undefined): CheckoutEvent | undefined {
  if (!result) return undefined;
  if (!result.ok) {
    return result.intent === "details"
      ? { type: "detailsRejected", errors: result.errors }
      : { type: "rejected", errors: result.errors };
  }
  const { data } = result;
  switch (data.intent) {
    case "details":
      return { type: "detailsAccepted", details: data.details, key: data.key };
    case "place":
      return { type: "placed", order: data.order };
    case "pushFailed":
      return { type: "pushFailed", key: data.key, code: data.code };
    case "reserve":
      return { type: "paybillReserved", orderId: data.orderId };
  }
}
