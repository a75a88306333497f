/**
 * The checkout as one pure reducer: which step is shown, whether a payment is
 * in flight, where focus goes, the details typed so far (kept when the dialog
 * closes) and the placed order. The dialog dispatches what the customer does;
 * the checkout's action (routes/actions.checkout) dispatches its answers.
 *
 *   details   --detailsAccepted-->  payment   (a new idempotency key)      [action]
 *   details   --detailsRejected-->  details   (errors, focus the first invalid field)  [action]
 *   payment   --back-->             details
 *   payment   --pay-->              paying    (a second pay while paying is ignored)
 *   paying    --rejected-->         payment, or details when details fields were refused  [action]
 *   paying    --placed-->           confirmed (draft cleared)            [action]
 *   details, payment --backToCart / close--> details (draft kept; the drawer or nothing is shown)
 *   confirmed --close-->            details, empty
 *
 * Only types are imported: the reducer sits in the cart panels' chunk, which must not pull in zod.
 */
import type { Order, PaymentMethod } from "./entities";
import type { FieldErrors } from "./form-result";
import type { Details, DetailsInput } from "./schemas/checkout";

/** Where focus goes on entering a state: a field, the first invalid field, the pending notice, the confirmation. */
export type FocusTarget = "name" | "method" | "firstInvalid" | "pending" | "confirmation";

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

export type CheckoutState =
  | (Common & { readonly step: "details"; readonly errors?: FieldErrors })
  | (Common & {
      readonly step: "payment";
      readonly details: Details;
      /** Posted with the order: the action places at most one order per key. */
      readonly key: string;
      readonly errors?: FieldErrors;
    })
  | (Common & {
      readonly step: "paying";
      readonly details: Details;
      readonly key: string;
      readonly method: PaymentMethod;
    })
  | (Common & { readonly step: "confirmed"; readonly order: Order });

export type CheckoutEvent =
  | { type: "detailsAccepted"; details: Details; key: string }
  | { type: "detailsRejected"; errors: FieldErrors }
  | { type: "back" }
  | { type: "backToCart" }
  | { type: "close" }
  | { type: "pay"; method: PaymentMethod }
  | { type: "rejected"; errors: FieldErrors }
  | { type: "placed"; order: Order }
  | { type: "draftSaved"; draft: Partial<DetailsInput> };

const focus = (target: FocusTarget): FocusRequest => ({ target });

function details(draft: Partial<DetailsInput>, announce = false, errors?: FieldErrors): CheckoutState {
  return { step: "details", draft, announce, focus: focus(errors ? "firstInvalid" : "name"), errors };
}

/** A checkout opened for the first time (or after an order was placed). */
export function initialCheckout(): CheckoutState {
  return details({});
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
      return state.step === "details" || state.step === "payment" ? details(draft) : state;

    case "close":
      if (state.step === "paying") return state; // the payment cannot be abandoned halfway
      return state.step === "confirmed" ? initialCheckout() : details(draft);

    case "pay": {
      if (state.step !== "payment") return state; // also: a second submission while paying
      const { details: d, key } = state;
      return { step: "paying", draft, announce: true, details: d, key, method: event.method, focus: focus("pending") };
    }

    case "rejected": {
      if (state.step !== "paying") return state;
      if (refusesDetails(event.errors, state.details)) return details(draft, true, event.errors);
      const { details: d, key } = state;
      return {
        step: "payment",
        draft,
        announce: true,
        details: d,
        key,
        errors: event.errors,
        focus: focus("firstInvalid"),
      };
    }

    case "placed":
      if (state.step !== "paying") return state;
      return { step: "confirmed", draft: {}, announce: true, focus: focus("confirmation"), order: event.order };

    case "draftSaved":
      // After the order is placed, what was typed is no longer a draft.
      return state.step === "confirmed" ? state : { ...state, draft: event.draft };
  }
}
