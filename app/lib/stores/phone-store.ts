import { PHONE_STORAGE_KEY } from "~/data/constants";
import type { PhoneModel } from "~/data/phones";
import { phoneByKey } from "../fit";
import { createKeptStore, keptValue } from "./storage";
import { useStore } from "./store";

/** {"state":{"phone":"galaxy-a54"},"version":0}; anything else, or a phone no longer listed, is none. */
export const phoneKept = keptValue<PhoneModel | null>(
  PHONE_STORAGE_KEY,
  "phone",
  (key) => (typeof key === "string" ? (phoneByKey(key) ?? null) : null),
  (phone) => phone?.key ?? null,
);

// The phone chosen with "My phone".
export const phoneStore = createKeptStore(phoneKept, null);

/** None in the build's HTML and while hydrating, then this device's. */
export const usePhone = () => useStore(phoneStore, null);
