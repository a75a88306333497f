import { useSyncExternalStore } from "react";
import { addItem, countItems, removeItem, setQuantity, type CartItem, type CartProduct } from "../cart";
import { CART_STORAGE_KEY } from "~/data/constants";
import { loadCart, saveCart } from "./cart-storage";
import { createKeptStore } from "./storage";
import { createStore } from "./store";

/** The drawer, the checkout dialog that replaces it, or neither. */
export type CartPanel = "closed" | "cart" | "checkout";

const EMPTY: readonly CartItem[] = Object.freeze([]);

/** Function properties, not methods: components destructure them and hand them to React unbound. */
export function createCartStore() {
  const items = createKeptStore<readonly CartItem[]>(CART_STORAGE_KEY, loadCart, saveCart, EMPTY);
  const panel = createStore<CartPanel>("closed");

  return {
    items: items.get,
    add: (product: CartProduct) => items.set(addItem(items.get(), product)),
    setQuantity: (id: number, quantity: number) => items.set(setQuantity(items.get(), id, quantity)),
    remove: (id: number) => items.set(removeItem(items.get(), id)),
    clear: () => items.set([]),
    subscribe: items.subscribe,
    panel: panel.get,
    subscribePanel: panel.subscribe,
    openCart: () => panel.set("cart"),
    closeCart: () => panel.set("closed"),
    openCheckout: () => panel.set("checkout"),
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

export const cartStore = createCartStore();

export function useCart(): CartStore {
  return cartStore;
}

const serverItems = () => EMPTY;
const serverPanel = (): CartPanel => "closed";
const serverCount = () => 0;

export function useCartItems(): readonly CartItem[] {
  const cart = useCart();
  return useSyncExternalStore(cart.subscribe, cart.items, serverItems);
}

// A number, not the items: React re-renders the header after hydrating only when the stored count differs from 0.
export function useCartCount(): number {
  const cart = useCart();
  return useSyncExternalStore(cart.subscribe, () => countItems(cart.items()), serverCount);
}

export function useCartPanel(): CartPanel {
  const cart = useCart();
  return useSyncExternalStore(cart.subscribePanel, cart.panel, serverPanel);
}
