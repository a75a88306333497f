import { useSyncExternalStore } from "react";
import type { PhoneModel } from "~/data/phones";
import { loadPhone, PHONE_STORAGE_KEY, savePhone } from "./phone-storage";
import { createStore } from "./store";

// The phone chosen with "My phone": read on first client use (the build renders in Node), in step with other tabs.
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

export const phoneStore: PhoneStore = createPhoneStore();

const serverPhone = () => null;

/** None in the build's HTML and while hydrating, then this device's. */
export function usePhone(): PhoneModel | null {
  return useSyncExternalStore(phoneStore.subscribe, phoneStore.get, serverPhone);
}
