import { useSyncExternalStore } from "react";
import { addItem, clearItems, countItems, removeItem, setQuantity, type CartItem, type CartProduct } from "./cart";
import { CART_STORAGE_KEY, loadCart, saveCart } from "./cart-storage";
import { createStore } from "./store";

/**
 * The cart for this tab: read lazily from storage on first client use (never
 * at module scope: the build renders the root in Node), written on every
 * change, and kept in step with other tabs through the storage event.
 */
const EMPTY: readonly CartItem[] = Object.freeze([]);
const items = createStore<readonly CartItem[]>(EMPTY);
let started = false;

function start(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  items.set(loadCart());
  window.addEventListener("storage", (event) => {
    if (event.key === CART_STORAGE_KEY || event.key === null) items.set(loadCart());
  });
}

function subscribe(listener: () => void): () => void {
  start();
  return items.subscribe(listener);
}

function getItems(): readonly CartItem[] {
  start();
  return items.get();
}

function update(next: readonly CartItem[]): void {
  items.set(next);
  saveCart(next);
}

export const cart = {
  items: getItems,
  add: (product: CartProduct) => update(addItem(getItems(), product)),
  setQuantity: (id: number, quantity: number) => update(setQuantity(getItems(), id, quantity)),
  remove: (id: number) => update(removeItem(getItems(), id)),
  clear: () => update(clearItems()),
  subscribe,
};

const serverSnapshot = () => EMPTY;

export function useCartItems(): readonly CartItem[] {
  return useSyncExternalStore(subscribe, getItems, serverSnapshot);
}

export function useCartCount(): number {
  return countItems(useCartItems());
}

/** Drawer open state, shared by the header button and the drawer. */
const drawer = createStore(false);
export const openCart = () => drawer.set(true);
export const closeCart = () => drawer.set(false);
export function useCartOpen(): boolean {
  return useSyncExternalStore(drawer.subscribe, drawer.get, () => false);
}
