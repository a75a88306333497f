import { useSyncExternalStore } from "react";
import { createStore } from "./store";

/**
 * The site's one polite live region reads this store. Each announcement is a
 * new object, so the same text twice is announced twice (the region re-renders it).
 */
const announcement = createStore<{ id: number; text: string }>({ id: 0, text: "" });

export function announce(text: string): void {
  announcement.set({ id: announcement.get().id + 1, text });
}

const NONE = { id: 0, text: "" };
const initial = () => NONE;

/** The latest announcement, for the live region. */
export function useAnnouncement(): { id: number; text: string } {
  return useSyncExternalStore(announcement.subscribe, announcement.get, initial);
}
