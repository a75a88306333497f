import { useSyncExternalStore } from "react";
import { PHONE_STORAGE_KEY } from "~/data/constants";
import type { PhoneModel } from "~/data/phones";
import { phoneByKey } from "../fit";
import { createKeptStore, readState, readStorage, stateJson, writeStorage } from "./storage";

/** {"state":{"phone":"galaxy-a54"},"version":0}; anything else, or a phone no longer listed, is none. */
export function parsePhone(raw: string | null): PhoneModel | null {
  const key = readState(raw, "phone");
  return typeof key === "string" ? (phoneByKey(key) ?? null) : null;
}

export const serializePhone = (phone: PhoneModel | null) => stateJson({ phone: phone?.key ?? null });

// The phone chosen with "My phone".
export const createPhoneStore = () =>
  createKeptStore<PhoneModel | null>(
    PHONE_STORAGE_KEY,
    () => parsePhone(readStorage(PHONE_STORAGE_KEY)),
    (phone) => writeStorage(PHONE_STORAGE_KEY, serializePhone(phone)),
    null,
  );

export const phoneStore = createPhoneStore();

/** None in the build's HTML and while hydrating, then this device's. */
export function usePhone(): PhoneModel | null {
  return useSyncExternalStore(phoneStore.subscribe, phoneStore.get, () => null);
}
