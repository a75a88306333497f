import { useFetcher } from "@remix-run/react";
import { useReducer, useState } from "react";
import { answerEvent, checkoutReducer, initialCheckout, isBusy, type CheckoutState } from "~/lib/checkout-machine";
import { CHECKOUT_DRAFT_KEY, readDraft } from "~/lib/stores/form-drafts";
import type { clientAction } from "~/routes/actions.checkout";

/** The checkout's action route (a module of its own here: the cart panels' chunk carries no checkout styles). */
export const CHECKOUT_ACTION = "/actions/checkout";

/** Held by CartPanels, which stays mounted, so what was typed survives Back to Cart; answers become events in render. */
export function useCheckout() {
  const fetcher = useFetcher<typeof clientAction>();
  // What this tab typed before a reload (or a move to the site's new version) comes back.
  const [state, dispatch] = useReducer(checkoutReducer, undefined, () => initialCheckout(detailsDraft()));
  const [answered, setAnswered] = useState(fetcher.data);
  if (fetcher.data !== answered) {
    setAnswered(fetcher.data);
    const event = answerEvent(fetcher.data);
    if (event) dispatch(event);
  }
  const post = (fields: Record<string, string>) =>
    void fetcher.submit(fields, { method: "post", action: CHECKOUT_ACTION });
  return {
    state,
    dispatch,
    post,
    /** A request is out (the details being checked, a Paybill ID being reserved) or an answer awaited. */
    busy: fetcher.state !== "idle" || isBusy(state),
  };
}

export type Checkout = ReturnType<typeof useCheckout>;

/** What each step is given: its state, the checkout, the cart as posted (a fresh push pays for the cart as it is). */
export interface StepProps<S extends CheckoutState["step"]> {
  state: Extract<CheckoutState, { step: S }>;
  checkout: Checkout;
  lines: string;
  amountCents: number;
  onBackToCart: () => void;
}

const DETAIL_FIELDS = ["name", "email", "phone", "address", "area"] as const;

function detailsDraft() {
  const draft = readDraft(CHECKOUT_DRAFT_KEY);
  return Object.fromEntries(DETAIL_FIELDS.flatMap((name) => (draft[name] ? [[name, draft[name]]] : [])));
}
