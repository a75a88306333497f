import { PHONE_STORAGE_KEY } from "~/data/constants";
import type { PhoneModel } from "~/data/phones";
import { phoneByKey } from "../fit";
import { createKeptStore, keptValue } from "./storage";
import { useStore } from "./store";

/** {"state":{"phone":"galaxy-a54"},"version":0}; anything else, or a phone no longer listed, is none. */
const phoneKept = keptValue<PhoneModel | null>(
  PHONE_STORAGE_KEY,
  "phone",
  (key) => (typeof key === "string" ? (phoneByKey(key) ?? null) : null),
  (phone) => phone?.key ?? null,
);

export const { parse: parsePhone, serialize: serializePhone } = phoneKept;

// The phone chosen with "My phone".
export const createPhoneStore = () => createKeptStore(phoneKept, null);

export const phoneStore = createPhoneStore();

/** None in the build's HTML and while hydrating, then this device's. */
export const usePhone = () => useStore(phoneStore, null);
