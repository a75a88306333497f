import { useSyncExternalStore } from "react";
import { addItem, countItems, removeItem, setQuantity, type CartItem, type CartProduct } from "../cart";
import { cartKept } from "./cart-storage";
import { createKeptStore } from "./storage";
import { createStore, useStore } from "./store";

/** The drawer, the checkout dialog that replaces it, or neither. */
export type CartPanel = "closed" | "cart" | "checkout";

const EMPTY: readonly CartItem[] = Object.freeze([]);

/** Function properties, not methods: components destructure them and hand them to React unbound. */
export function createCartStore() {
  const items = createKeptStore(cartKept, EMPTY);
  const panel = createStore<CartPanel>("closed");

  return {
    items: items.get,
    add: (product: CartProduct) => items.set(addItem(items.get(), product)),
    setQuantity: (id: number, quantity: number) => items.set(setQuantity(items.get(), id, quantity)),
    remove: (id: number) => items.set(removeItem(items.get(), id)),
    clear: () => items.set([]),
    subscribe: items.subscribe,
    panel,
    openCart: () => panel.set("cart"),
    closeCart: () => panel.set("closed"),
    openCheckout: () => panel.set("checkout"),
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

export const cartStore = createCartStore();

export const useCart = (): CartStore => cartStore;

export const useCartItems = () => useSyncExternalStore(cartStore.subscribe, cartStore.items, () => EMPTY);

// A number, not the items: React re-renders the header after hydrating only when the stored count differs from 0.
export const useCartCount = () =>
  useSyncExternalStore(
    cartStore.subscribe,
    () => countItems(cartStore.items()),
    () => 0,
  );

export const useCartPanel = () => useStore(cartStore.panel, "closed");
