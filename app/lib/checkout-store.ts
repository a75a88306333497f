import { useSyncExternalStore } from "react";
import { checkoutReducer, initialCheckout, type CheckoutEvent, type CheckoutState } from "./checkout-machine";
import { createStore } from "./store";

/**
 * This tab's checkout (lib/checkout-machine's state): the dialog renders it
 * and dispatches what the customer does; the checkout's action dispatches its
 * answers. A module of its own, so it outlives the dialog (what was typed is
 * kept when it closes) and the action reaches it by import.
 */
const state = createStore<CheckoutState>(initialCheckout());

export const checkoutStore = {
  get: state.get,
  subscribe: state.subscribe,
  dispatch: (event: CheckoutEvent): void => state.set(checkoutReducer(state.get(), event)),
};

export function useCheckout(): CheckoutState {
  return useSyncExternalStore(checkoutStore.subscribe, checkoutStore.get, checkoutStore.get);
}
