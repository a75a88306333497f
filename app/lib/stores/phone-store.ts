import { useSyncExternalStore } from "react";
import type { PhoneModel } from "~/data/phones";
import { loadPhone, PHONE_STORAGE_KEY, savePhone } from "./phone-storage";
import { createStore } from "./store";

/**
 * The phone chosen with "My phone": read from storage on first client use (never at module scope: the
 * build renders in Node), written on every change, kept in step with other tabs (the storage event) while
 * anything is subscribed. Storage failing, it holds for the visit.
 */
export interface PhoneStore {
  get: () => PhoneModel | null;
  set: (phone: PhoneModel | null) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createPhoneStore(): PhoneStore {
  const chosen = createStore<PhoneModel | null | undefined>(undefined);
  let subscribers = 0;

  const get = () => {
    const current = chosen.get();
    if (current !== undefined) return current;
    if (typeof window === "undefined") return null;
    const loaded = loadPhone();
    chosen.set(loaded);
    return loaded;
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key === PHONE_STORAGE_KEY || event.key === null) chosen.set(loadPhone());
  };

  return {
    get,
    set(phone) {
      chosen.set(phone);
      savePhone(phone);
    },
    subscribe(listener) {
      const unsubscribe = chosen.subscribe(listener);
      if (subscribers++ === 0) window.addEventListener("storage", onStorage);
      return () => {
        unsubscribe();
        if (--subscribers === 0) window.removeEventListener("storage", onStorage);
      };
    },
  };
}

/** This tab's phone: the shop, the cards, the product page and the cart read it. */
export const phoneStore: PhoneStore = createPhoneStore();

const serverPhone = () => null;

/** The chosen phone: none in the build's HTML and while hydrating, then this device's. */
export function usePhone(): PhoneModel | null {
  return useSyncExternalStore(phoneStore.subscribe, phoneStore.get, serverPhone);
}
