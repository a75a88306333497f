import { createStore, useStore } from "./store";

const NONE = { id: 0, text: "" };
// The one polite live region's: a new object each time, so the same text twice is announced twice.
const announcement = createStore(NONE);

export function announce(text: string): void {
  announcement.set({ id: announcement.get().id + 1, text });
}

export const useAnnouncement = () => useStore(announcement, NONE);
