import { useSyncExternalStore } from "react";
import type { PhoneModel } from "~/data/phones";
import { loadPhone, PHONE_STORAGE_KEY, savePhone } from "./phone-storage";
import { createStore, type Store } from "./store";

// The phone chosen with "My phone": read on first client use (the build renders in Node), in step with other tabs.
export function createPhoneStore(): Store<PhoneModel | null> {
  const chosen = createStore<PhoneModel | null | undefined>(undefined);

  const get = () => {
    const current = chosen.get();
    if (current !== undefined) return current;
    if (typeof window === "undefined") return null;
    const loaded = loadPhone();
    chosen.set(loaded);
    return loaded;
  };

  return {
    get,
    set(phone) {
      chosen.set(phone);
      savePhone(phone);
    },
    subscribe(listener) {
      const unsubscribe = chosen.subscribe(listener);
      // Another tab's change, read by each subscriber: the same phone object again notifies no one.
      const onStorage = (event: StorageEvent) => {
        if (event.key === PHONE_STORAGE_KEY || event.key === null) chosen.set(loadPhone());
      };
      window.addEventListener("storage", onStorage);
      return () => {
        unsubscribe();
        window.removeEventListener("storage", onStorage);
      };
    },
  };
}

export const phoneStore = createPhoneStore();

/** None in the build's HTML and while hydrating, then this device's. */
export function usePhone(): PhoneModel | null {
  return useSyncExternalStore(phoneStore.subscribe, phoneStore.get, () => null);
}
