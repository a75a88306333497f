import { useSyncExternalStore } from "react";

/**
 * localStorage that never throws: private mode, disabled storage, quota
 * errors and server-side rendering (no window) all degrade to "nothing
 * stored" for this visit. sessionStorage (this tab's checkout) the same way. Never call these at module scope.
 */
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

/** JSON.parse that returns undefined instead of throwing. */
export function parseJson(text: string | null): unknown {
  if (text == null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const subscribeStorage = (onChange: () => void) => {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
};

/**
 * Whether this browser keeps a value under `key`: false in the build's HTML and while hydrating
 * (the server snapshot), then read from storage; another tab's change re-renders.
 */
export function useStored(key: string): boolean {
  return useSyncExternalStore(
    subscribeStorage,
    () => readStorage(key) !== null,
    () => false,
  );
}
