import { useSyncExternalStore } from "react";
import { createStore } from "./store";

/**
 * One polite live region for the whole site (rendered by the root). Repeating
 * the same message still gets announced: each call gets a new id and the
 * region re-renders its text.
 */
const store = createStore<{ id: number; text: string }>({ id: 0, text: "" });

export function announce(text: string): void {
  store.set({ id: store.get().id + 1, text });
}

export function useAnnouncement() {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
