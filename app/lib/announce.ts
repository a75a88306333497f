import { useEffect, useState } from "react";

/** The window event an announcement travels on. */
const ANNOUNCE_EVENT = "simutech:announce";

/**
 * One polite live region for the whole site (rendered by the root, which
 * keeps the text in its state). Repeating the same message still gets
 * announced: each announcement gets a new id and the region re-renders it.
 */
export function announce(text: string): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent<string>(ANNOUNCE_EVENT, { detail: text }));
}

/** The latest announcement, for the live region. */
export function useAnnouncement(): { id: number; text: string } {
  const [announcement, setAnnouncement] = useState({ id: 0, text: "" });
  useEffect(() => {
    const onAnnounce = (event: Event) => {
      const text = (event as CustomEvent<string>).detail;
      setAnnouncement((previous) => ({ id: previous.id + 1, text }));
    };
    window.addEventListener(ANNOUNCE_EVENT, onAnnounce);
    return () => window.removeEventListener(ANNOUNCE_EVENT, onAnnounce);
  }, []);
  return announcement;
}
