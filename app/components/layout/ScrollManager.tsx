import { NavigationType, useLocation, useNavigationType } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useClientLayoutEffect } from "~/lib/use-client-layout-effect";
import { reducedMotion } from "~/styles/tokens";

/** The visitor scrolling or acting on their own: ends holding a restored position. */
const VISITOR_INPUT = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.(reducedMotion).matches === true;
}

/**
 * Scroll handling (PRODUCT.md): a new navigation to another path scrolls
 * smoothly to the top (instantly under prefers-reduced-motion) and moves
 * focus to <main> for screen-reader users; back/forward restore the
 * position the entry had; query-only changes (filters) leave scroll alone.
 */
export function ScrollManager({ mainId }: { mainId: string }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const previous = useRef(location);
  const currentKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    // Recorded at once (a Map write is cheap): a frame's delay lets a click that navigates win the race,
    // and the old entry's last position would be lost or filed under the new one.
    const onScroll = () => positions.current.set(currentKey.current, window.scrollY);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  useClientLayoutEffect(() => {
    const prev = previous.current;
    if (prev.key === location.key) return;
    // The listener's figure wins: by now the new page has rendered, and a shorter one has clamped scrollY.
    if (!positions.current.has(prev.key)) positions.current.set(prev.key, window.scrollY);
    previous.current = location;
    currentKey.current = location.key;

    if (navigationType === NavigationType.Pop) {
      const y = positions.current.get(location.key);
      if (y === undefined) return;
      const restore = () => {
        if (Math.abs(window.scrollY - y) > 1) window.scrollTo({ top: y, behavior: "instant" });
      };
      restore();
      // Held for a moment, not set once. Back pressed while the last navigation's smooth scroll to the top is
      // still running: the instant scroll cancels it, but Chromium runs it on the compositor, whose next step
      // still lands on top of the restored position (15-65 px short). And the page may still be growing on a
      // slow phone. Any scroll or resize in that second puts it back; the visitor's own input ends it.
      const hold = new AbortController();
      const grow = new ResizeObserver(restore);
      const stop = window.setTimeout(() => hold.abort(), 1000);
      hold.signal.addEventListener("abort", () => {
        window.clearTimeout(stop);
        grow.disconnect();
      });
      grow.observe(document.body);
      window.addEventListener("scroll", restore, { passive: true, signal: hold.signal });
      for (const type of VISITOR_INPUT) {
        window.addEventListener(type, () => hold.abort(), { capture: true, passive: true, signal: hold.signal });
      }
      return () => hold.abort();
    }
    if (prev.pathname === location.pathname) return;
    if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "instant" : "smooth" });
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [location, navigationType, mainId]);

  return null;
}
