import { useSyncExternalStore } from "react";
import { PHONE_STORAGE_KEY } from "~/data/constants";
import type { PhoneModel } from "~/data/phones";
import { phoneByKey } from "../fit";
import { readState, readStorage, stateJson, writeStorage } from "./storage";
import { createStore, type Store } from "./store";

/** {"state":{"phone":"galaxy-a54"},"version":0}; anything else, or a phone no longer listed, is none. */
export function parsePhone(raw: string | null): PhoneModel | null {
  const key = readState(raw, "phone");
  return typeof key === "string" ? (phoneByKey(key) ?? null) : null;
}

export const serializePhone = (phone: PhoneModel | null) => stateJson({ phone: phone?.key ?? null });

const loadPhone = () => parsePhone(readStorage(PHONE_STORAGE_KEY));

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
    // Kept for the visit when storage refuses it.
    set(phone) {
      chosen.set(phone);
      writeStorage(PHONE_STORAGE_KEY, serializePhone(phone));
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
