// What was typed in the checkout or a booking, kept for this tab through a reload or a move to a new version.
// Callers name the fields kept: never a card's number, expiry or CVV.
import { isRecord, parseJson, readStorage, writeStorage } from "./storage";

export type Draft = Partial<Record<string, string>>;

export const CHECKOUT_DRAFT_KEY = "checkout-draft";
export const bookingDraftKey = (service: string) => `booking-draft:${service}`;

/** Only text values: anything else stored there is ignored. */
export function readDraft(key: string): Draft {
  const raw = parseJson(readStorage(key, "sessionStorage"));
  const entries = Object.entries(isRecord(raw) ? raw : {});
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

export function saveDraft(key: string, fields: Draft): void {
  writeStorage(key, JSON.stringify({ ...readDraft(key), ...fields }), "sessionStorage");
}

export const clearDraft = (key: string): void => void writeStorage(key, "{}", "sessionStorage");
