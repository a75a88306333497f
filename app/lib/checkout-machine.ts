// The checkout as one pure reducer: step, payment in flight, focus, the draft and the placed order; the dialog
// feeds it the customer's events and, via `answerEvent`, the action's answers. Types only: no zod in this chunk.
import type { MpesaFailureCode } from "~/data/payments";
import type { Order } from "./entities";
import type { ActionResult, FieldErrors } from "./form-result";
import type { Details, DetailsInput } from "./schemas/checkout";

// What the checkout's action answers; a submission's `intent` picks the step.
export type CheckoutIntent = "details" | "place" | "reserve" | "paybill";

type CheckoutData =
  | { intent: "details"; details: Details; key: string }
  /** An order placed (or the one its key or reserved ID placed before). */
  | { intent: "place"; order: Order }
  | { intent: "pushFailed"; key: string; code: MpesaFailureCode }
  | { intent: "reserve"; orderId: string };

export type CheckoutResult = ActionResult<CheckoutData> & { intent?: CheckoutIntent };

/** Fresh for each payment step and push: the action places at most one order per key. */
export const newCheckoutKey = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export type FocusTarget = "name" | "method" | "firstInvalid" | "pending" | "panel" | "confirmation";

/** A fresh object each time the machine moves focus, so a view applies it once per transition. */
export interface FocusRequest {
  readonly target: FocusTarget;
}

interface Common {
  /** Kept across visits of the step and closes of the dialog. */
  readonly draft: Partial<DetailsInput>;
  readonly focus: FocusRequest;
  /** Announced from the live region (the opening step is read as the dialog's description). */
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
      /** The last push's number, offered again. */
      readonly mpesaNumber?: string;
    })
  | (WithDetails & { readonly step: "paying"; readonly method: "card" | "delivery" })
  | (WithDetails & {
      readonly step: "stk";
      readonly number: string;
      /** ms since the epoch: the countdown runs from here. */
      readonly sentAt: number;
      /** Daraja's failure code; undefined while the phone is asked. */
      readonly result?: MpesaFailureCode;
    })
  | (WithDetails & {
      readonly step: "paybill";
      /** Reserved for this checkout: the account number. */
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

/** What every step after the details carries on. */
const carried = ({ draft, details, key }: WithDetails) => ({ draft, details, key });

function details(draft: Partial<DetailsInput>, announce = false, errors?: FieldErrors): CheckoutState {
  return { step: "details", draft, announce, focus: focus(errors ? "firstInvalid" : "name"), errors };
}

function payment(from: WithDetails & { number?: string }, key: string, errors?: FieldErrors): CheckoutState {
  return {
    ...carried(from),
    step: "payment",
    key,
    mpesaNumber: from.number,
    errors,
    announce: true,
    focus: focus(errors ? "firstInvalid" : "method"),
  };
}

export function initialCheckout(draft: Partial<DetailsInput> = {}): CheckoutState {
  return details(draft);
}

/** An answer is awaited: the dialog cannot be closed or left halfway through a payment. */
export function isBusy(state: CheckoutState): boolean {
  return (
    state.step === "paying" ||
    (state.step === "stk" && state.result === undefined) ||
    (state.step === "paybill" && state.submitting)
  );
}

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

    case "pay":
      if (state.step !== "payment") return state; // also: a second submission while paying
      return { ...carried(state), step: "paying", method: event.method, announce: true, focus: focus("pending") };

    case "push": {
      if (state.step !== "payment") return state;
      const { number, at: sentAt } = event;
      return { ...carried(state), step: "stk", number, sentAt, announce: false, focus: focus("panel") };
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

    case "paybillReserved":
      if (state.step !== "stk" || state.result === undefined) return state;
      return {
        ...carried(state),
        step: "paybill",
        orderId: event.orderId,
        submitting: false,
        announce: false,
        focus: focus("panel"),
      };

    case "paybillSubmitted":
      return state.step === "paybill" && !state.submitting ? { ...state, submitting: true, errors: undefined } : state;

    case "rejected": {
      if (!isBusy(state) || state.step === "details" || state.step === "confirmed") return state;
      // Errors naming a details field send the customer back to that step (the details travel with the payment).
      if (Object.keys(event.errors).some((name) => name in state.details)) return details(draft, true, event.errors);
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
