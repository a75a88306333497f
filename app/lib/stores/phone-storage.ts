import { PHONE_STORAGE_KEY } from "~/data/constants";
import type { PhoneModel } from "~/data/phones";
import { phoneByKey } from "../fit";
import { parseJson, readStorage, writeStorage } from "./storage";

/**
 * `phone-storage` keeps the phone chosen with "My phone" in the envelope the cart's uses:
 * {"state":{"phone":"galaxy-a54"},"version":0} (null once cleared). Reads are validated by hand, as the
 * cart's: anything missing, corrupted, foreign or naming a phone app/data/phones no longer has is
 * "no phone chosen", never a crash.
 */
export { PHONE_STORAGE_KEY };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function parsePhone(raw: string | null): PhoneModel | null {
  const envelope = parseJson(raw);
  const state = isRecord(envelope) ? envelope.state : undefined;
  const key = isRecord(state) ? state.phone : undefined;
  return typeof key === "string" ? (phoneByKey(key) ?? null) : null;
}

export const serializePhone = (phone: PhoneModel | null) =>
  JSON.stringify({ state: { phone: phone?.key ?? null }, version: 0 });

export const loadPhone = () => parsePhone(readStorage(PHONE_STORAGE_KEY));

/** False when it could not be kept (private mode, full storage): the choice still holds for the visit. */
export const savePhone = (phone: PhoneModel | null) => writeStorage(PHONE_STORAGE_KEY, serializePhone(phone));
