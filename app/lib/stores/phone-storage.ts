import { PHONE_STORAGE_KEY } from "~/data/constants";
import type { PhoneModel } from "~/data/phones";
import { phoneByKey } from "../fit";
import { isRecord, parseJson, readStorage, writeStorage } from "./storage";

export { PHONE_STORAGE_KEY };

/** {"state":{"phone":"galaxy-a54"},"version":0}; anything else, or a phone no longer listed, is none. */
export function parsePhone(raw: string | null): PhoneModel | null {
  const envelope = parseJson(raw);
  const state = isRecord(envelope) ? envelope.state : undefined;
  const key = isRecord(state) ? state.phone : undefined;
  return typeof key === "string" ? (phoneByKey(key) ?? null) : null;
}

export const serializePhone = (phone: PhoneModel | null) =>
  JSON.stringify({ state: { phone: phone?.key ?? null }, version: 0 });

export const loadPhone = () => parsePhone(readStorage(PHONE_STORAGE_KEY));

export const savePhone = (phone: PhoneModel | null) => writeStorage(PHONE_STORAGE_KEY, serializePhone(phone));
