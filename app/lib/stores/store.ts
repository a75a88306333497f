import { useSyncExternalStore } from "react";

export interface Store<T> {
  // Function properties, not methods: callers pass them around unbound (useSyncExternalStore, destructuring).
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const l of [...listeners]) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A store's value in a component: `server` in the build's HTML and while hydrating. */
export const useStore = <T>(store: Store<T>, server: T): T =>
  useSyncExternalStore(store.subscribe, store.get, () => server);
