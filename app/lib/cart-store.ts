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

function isLocalStorage(area: Storage): boolean {
  try {
    return area === window.localStorage;
  } catch {
    return false;
  }
}

function start(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  items.set(loadCart());
  // Another tab changed (or cleared) localStorage: follow it. sessionStorage
  // events carry the same key space, so only localStorage's count.
  window.addEventListener("storage", (event) => {
    if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
    if (event.storageArea && !isLocalStorage(event.storageArea)) return;
    items.set(loadCart());
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

/**
 * Which cart panel is open: the drawer, the checkout dialog that replaces it
 * ("Proceed to Checkout"; "Back to Cart" returns), or neither. Shared by the
 * header button and the root-level CartDrawerHost.
 */
export type CartPanel = "closed" | "cart" | "checkout";
const panel = createStore<CartPanel>("closed");
export const openCart = () => panel.set("cart");
export const closeCart = () => panel.set("closed");
export const openCheckout = () => panel.set("checkout");
export const cartPanel = () => panel.get();

export function useCartPanel(): CartPanel {
  return useSyncExternalStore(panel.subscribe, panel.get, () => "closed");
}

export function useCartOpen(): boolean {
  return useCartPanel() === "cart";
}
