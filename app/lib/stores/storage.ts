import { useSyncExternalStore } from "react";
import { createStore, type Store } from "./store";

// Storage that never throws: private mode, quota errors and the build's render (no window) read as nothing stored.
type Area = "localStorage" | "sessionStorage";

export function readStorage(key: string, area: Area = "localStorage"): string | null {
  try {
    return typeof window === "undefined" ? null : window[area].getItem(key);
  } catch {
    return null;
  }
}

/** Returns false when the value could not be stored. */
export function writeStorage(key: string, value: string, area: Area = "localStorage"): boolean {
  try {
    if (typeof window === "undefined") return false;
    window[area].setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function parseJson(text: string | null): unknown {
  if (text == null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * What this device keeps under `key` in the previous site's envelope, {"state":{<field>:...},"version":0}: `read`
 * checks the field's value (anything missing, corrupted or foreign is its none), `toStored` gives the value to keep.
 */
export function keptValue<T>(
  key: string,
  field: string,
  read: (stored: unknown) => T,
  toStored = (v: T): unknown => v,
) {
  const parse = (raw: string | null): T => {
    const envelope = parseJson(raw);
    return read(isRecord(envelope) && isRecord(envelope.state) ? envelope.state[field] : undefined);
  };
  const serialize = (value: T) => JSON.stringify({ state: { [field]: toStored(value) }, version: 0 });
  return {
    key,
    parse,
    serialize,
    load: () => parse(readStorage(key)),
    save: (v: T) => writeStorage(key, serialize(v)),
  };
}

/** The entries of a kept list that `read` accepts; with `id`, the first of two entries with the same one. */
export function readList<T>(stored: unknown, read: (value: unknown) => T | undefined, id?: (entry: T) => unknown): T[] {
  if (!Array.isArray(stored)) return [];
  const seen = new Set<unknown>();
  return stored.flatMap((value: unknown) => {
    const entry = read(value);
    if (entry === undefined || (id && seen.has(id(entry)))) return [];
    seen.add(id?.(entry));
    return [entry];
  });
}

const subscribeStorage = (onChange: () => void) => {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
};

/** False in the build's HTML and while hydrating, then whether this browser keeps a value under `key`. */
export function useStored(key: string): boolean {
  return useSyncExternalStore(
    subscribeStorage,
    () => readStorage(key) !== null,
    () => false,
  );
}

function isLocalStorage(area: Storage): boolean {
  try {
    return area === window.localStorage;
  } catch {
    return false;
  }
}

/**
 * A kept value as a store: read on first client use (the build renders in Node: `none` there), saved on every change
 * (kept for the visit when storage refuses it), in step with other tabs while subscribed.
 */
export function createKeptStore<T>({ key, load, save }: ReturnType<typeof keptValue<T>>, none: T): Store<T> {
  const kept = createStore<T | undefined>(undefined);
  let subscribers = 0;
  const get = (): T => {
    if (kept.get() === undefined && typeof window !== "undefined") kept.set(load());
    return kept.get() ?? none;
  };
  // sessionStorage events carry the same key space: only localStorage's count.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    if (event.storageArea && !isLocalStorage(event.storageArea)) return;
    kept.set(load());
  };
  return {
    get,
    set(value) {
      kept.set(value);
      save(value);
    },
    subscribe(listener) {
      const unsubscribe = kept.subscribe(listener);
      if (subscribers++ === 0) window.addEventListener("storage", onStorage);
      return () => {
        unsubscribe();
        if (--subscribers === 0) window.removeEventListener("storage", onStorage);
      };
    },
  };
}
