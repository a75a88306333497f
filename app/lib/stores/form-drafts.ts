/**
 * What was typed in the checkout or a booking so far, kept for this tab (sessionStorage): a reload, or the move
 * to the site's new version (app/lib/browser/update.ts), loses none of it. Callers name the fields kept: never a card's
 * number, expiry or CVV.
 */
import { parseJson, readStorage, writeStorage } from "./storage";

export type Draft = Partial<Record<string, string>>;

/** The checkout's draft (no card fields) and each service's booking form's. */
export const CHECKOUT_DRAFT_KEY = "checkout-draft";
export const bookingDraftKey = (service: string) => `booking-draft:${service}`;

/** The fields kept under `key` (only text values: anything else stored there is ignored). */
export function readDraft(key: string): Draft {
  const raw = parseJson(readStorage(key, "sessionStorage"));
  if (typeof raw !== "object" || raw === null) return {};
  return Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/** Keeps `fields` (merged into what `key` holds) for this tab. */
export function saveDraft(key: string, fields: Draft): void {
  writeStorage(key, JSON.stringify({ ...readDraft(key), ...fields }), "sessionStorage");
}

/** Forgets `key`'s draft (the form was sent). */
export const clearDraft = (key: string): void => void writeStorage(key, "{}", "sessionStorage");
