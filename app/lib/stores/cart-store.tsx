import { useSyncExternalStore } from "react";
import { addItem, countItems, removeItem, setQuantity, type CartItem, type CartProduct } from "../cart";
import { CART_STORAGE_KEY } from "~/data/constants";
import { loadCart, saveCart } from "./cart-storage";
import { createStore } from "./store";

/** The drawer, the checkout dialog that replaces it, or neither. */
export type CartPanel = "closed" | "cart" | "checkout";

const EMPTY: readonly CartItem[] = Object.freeze([]);

function isLocalStorage(area: Storage): boolean {
  try {
    return area === window.localStorage;
  } catch {
    return false;
  }
}

/**
 * Read from storage on first client use (the build renders in Node), in step with other tabs while subscribed.
 * Function properties, not methods: components destructure them and hand them to React unbound.
 */
export function createCartStore() {
  const items = createStore<readonly CartItem[] | undefined>(undefined);
  const panel = createStore<CartPanel>("closed");
  let subscribers = 0;

  const get = (): readonly CartItem[] => {
    const current = items.get();
    if (current) return current;
    if (typeof window === "undefined") return EMPTY;
    const loaded = loadCart();
    items.set(loaded);
    return loaded;
  };

  const update = (next: readonly CartItem[]) => {
    items.set(next);
    saveCart(next);
  };

  // sessionStorage events carry the same key space: only localStorage's count.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
    if (event.storageArea && !isLocalStorage(event.storageArea)) return;
    items.set(loadCart());
  };

  return {
    items: get,
    add: (product: CartProduct) => update(addItem(get(), product)),
    setQuantity: (id: number, quantity: number) => update(setQuantity(get(), id, quantity)),
    remove: (id: number) => update(removeItem(get(), id)),
    clear: () => update([]),
    subscribe: (listener: () => void) => {
      const unsubscribe = items.subscribe(listener);
      if (subscribers++ === 0) window.addEventListener("storage", onStorage);
      return () => {
        unsubscribe();
        if (--subscribers === 0) window.removeEventListener("storage", onStorage);
      };
    },
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
