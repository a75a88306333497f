import { useSyncExternalStore } from "react";
import { addItem, clearItems, countItems, removeItem, setQuantity, type CartItem, type CartProduct } from "../cart";
import { CART_STORAGE_KEY, loadCart, saveCart } from "./cart-storage";
import { createStore } from "./store";

/**
 * Which cart panel is open: the drawer, the checkout dialog that replaces it
 * ("Proceed to Checkout"; "Back to Cart" returns), or neither. Shared by the
 * header button and the root-level CartDrawerHost.
 */
export type CartPanel = "closed" | "cart" | "checkout";

/** Function properties, not methods: components destructure them and hand them to React unbound. */
export interface CartStore {
  items: () => readonly CartItem[];
  add: (product: CartProduct) => void;
  setQuantity: (id: number, quantity: number) => void;
  remove: (id: number) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
  panel: () => CartPanel;
  subscribePanel: (listener: () => void) => () => void;
  openCart: () => void;
  closeCart: () => void;
  openCheckout: () => void;
}

const EMPTY: readonly CartItem[] = Object.freeze([]);

function isLocalStorage(area: Storage): boolean {
  try {
    return area === window.localStorage;
  } catch {
    return false;
  }
}

/**
 * A cart store: read from storage on first client use (never at module scope:
 * the build renders the root in Node), written on every change, kept in step with other tabs (the
 * storage event) while anything is subscribed. When storage fails (private
 * mode, quota) it keeps working in memory for the visit.
 */
export function createCartStore(): CartStore {
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

  // Another tab changed (or cleared) localStorage: follow it. sessionStorage
  // events carry the same key space, so only localStorage's count.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
    if (event.storageArea && !isLocalStorage(event.storageArea)) return;
    items.set(loadCart());
  };

  return {
    items: get,
    add: (product) => update(addItem(get(), product)),
    setQuantity: (id, quantity) => update(setQuantity(get(), id, quantity)),
    remove: (id) => update(removeItem(get(), id)),
    clear: () => update(clearItems()),
    subscribe(listener) {
      const unsubscribe = items.subscribe(listener);
      if (subscribers++ === 0) {
        window.addEventListener("storage", onStorage);
      }
      return () => {
        unsubscribe();
        if (--subscribers === 0) {
          window.removeEventListener("storage", onStorage);
        }
      };
    },
    panel: panel.get,
    subscribePanel: panel.subscribe,
    openCart: () => panel.set("cart"),
    closeCart: () => panel.set("closed"),
    openCheckout: () => panel.set("checkout"),
  };
}

/**
 * This tab's cart: the one store the header, the drawer, the checkout and the
 * checkout's action (which empties it once the order is placed) all use.
 */
export const cartStore: CartStore = createCartStore();

/** The tab's cart store: its items and the actions on it and on the cart panel. */
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

/**
 * The number of items, read as a number: the first paint and hydration show 0, and React
 * re-renders the header synchronously after hydrating only when the stored count differs
 * (an items array read from storage is never the same object as the empty one).
 */
export function useCartCount(): number {
  const cart = useCart();
  return useSyncExternalStore(cart.subscribe, () => countItems(cart.items()), serverCount);
}

export function useCartPanel(): CartPanel {
  const cart = useCart();
  return useSyncExternalStore(cart.subscribePanel, cart.panel, serverPanel);
}
