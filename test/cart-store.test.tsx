import { act, renderHook } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, expect, it } from "vitest";
import { cartStore, createCartStore, useCart, useCartCount, useCartItems } from "~/lib/stores/cart-store";
import { cable, caseP, twoLines } from "./cart-fixtures";
import { refuseStorage } from "./storage-helpers";

const envelope = (items: unknown[]) => JSON.stringify({ state: { items }, version: 0 });
const stored = () => JSON.parse(window.localStorage.getItem("cart-storage") ?? "null") as unknown;

/** The tab's store and its hooks, as components read them. */
const renderCart = () => renderHook(() => ({ cart: useCart(), items: useCartItems(), count: useCartCount() }));

function otherTabWrites(value: string | null, key: string | null = "cart-storage") {
  if (key === null) window.localStorage.clear();
  else if (value === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent("storage", { key, newValue: value, storageArea: window.localStorage }));
}

beforeEach(() => cartStore.clear());

it("starts from the saved cart and writes every change back (a corrupted one reads as empty: test/storage.test.ts); storage that throws leaves the visit's cart", () => {
  window.localStorage.setItem("cart-storage", envelope([{ ...caseP, quantity: 1 }]));
  const cart = createCartStore();
  cart.add(cable);
  cart.add(caseP);
  expect(stored()).toEqual({ state: { items: twoLines }, version: 0 });
  cart.remove(1);
  cart.setQuantity(11, 0);
  expect(stored()).toEqual({ state: { items: [] }, version: 0 });

  refuseStorage(true);
  const privateMode = createCartStore();
  privateMode.add(caseP);
  privateMode.add(caseP);
  expect(privateMode.items()).toEqual([{ ...caseP, quantity: 2 }]);
  privateMode.clear();
  expect(privateMode.items()).toEqual([]);
});

it("follows another tab through the storage event, and code outside React (the checkout's action), and React re-renders, even when storage is full", () => {
  const { result } = renderCart();
  const { cart } = result.current;
  expect(cart).toBe(cartStore);
  expect(result.current.count).toBe(0);

  act(() => otherTabWrites(envelope([{ ...caseP, quantity: 4 }])));
  expect(result.current.count).toBe(4);
  expect(cart.items()).toEqual([{ ...caseP, quantity: 4 }]);

  // This tab's next change builds on the other tab's cart.
  act(() => cart.add(cable));
  expect(result.current.items.map((i) => [i.id, i.quantity])).toEqual([
    [1, 4],
    [11, 1],
  ]);

  // The other tab writes garbage, then clears all storage.
  act(() => otherTabWrites("garbage"));
  expect(result.current.count).toBe(0);
  act(() => otherTabWrites(envelope([{ ...cable, quantity: 2 }])));
  expect(result.current.count).toBe(2);
  act(() => otherTabWrites(null, null));
  expect(result.current.count).toBe(0);

  act(() => cart.add(caseP));
  expect(result.current.count).toBe(1);
  refuseStorage();
  act(() => cart.clear());
  expect(result.current.count).toBe(0);
});

it("ignores storage events for other keys and for sessionStorage", () => {
  const cart = createCartStore();
  const stop = cart.subscribe(() => undefined);
  cart.add(caseP);
  // localStorage now differs from memory: reacting to either event would empty the cart.
  window.localStorage.setItem("cart-storage", envelope([]));
  const fire = (key: string, storageArea: Storage) =>
    window.dispatchEvent(new StorageEvent("storage", { key, newValue: envelope([]), storageArea }));
  fire("orders-storage", window.localStorage);
  fire("cart-storage", window.sessionStorage);
  expect(cart.items()).toHaveLength(1);
  fire("cart-storage", window.localStorage);
  expect(cart.items()).toHaveLength(0);
  // Unsubscribed, it no longer listens.
  stop();
  cart.add(caseP);
  otherTabWrites(envelope([]));
  expect(cart.items()).toHaveLength(1);
});

it("hydrating, the count re-renders only when the saved cart's count differs from the HTML's 0", () => {
  const hydrateCount = () => {
    let renders = 0;
    function Count() {
      renders++;
      return <output>{useCartCount()}</output>;
    }
    // The saved cart as the store reads it on a fresh page load (another tab's write, followed while subscribed).
    const stop = cartStore.subscribe(() => undefined);
    window.dispatchEvent(new StorageEvent("storage", { key: null, storageArea: window.localStorage }));
    stop();
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Count />);
    renders = 0;
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, <Count />);
    });
    const result = { renders, text: container.textContent };
    act(() => root?.unmount());
    return result;
  };
  // An empty cart read from storage is a new array, not the HTML's: the number is the same.
  window.localStorage.setItem("cart-storage", envelope([]));
  expect(hydrateCount()).toEqual({ renders: 1, text: "0" });
  window.localStorage.setItem("cart-storage", envelope(twoLines));
  expect(hydrateCount()).toEqual({ renders: 2, text: "3" });
});
