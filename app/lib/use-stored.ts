import { useSyncExternalStore } from "react";
import { readStorage } from "./storage";

const subscribe = (onChange: () => void) => {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
};

/**
 * Whether this browser keeps a value under `key`: false in the build's HTML and while hydrating
 * (the server snapshot), then read from storage; another tab's change re-renders.
 */
export function useStored(key: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readStorage(key) !== null,
    () => false,
  );
}
