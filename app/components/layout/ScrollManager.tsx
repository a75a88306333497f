import { NavigationType, useLocation, useNavigationType } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useClientLayoutEffect } from "~/lib/use-client-layout-effect";
import { reducedMotion } from "~/styles/tokens";

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
      const restore = () => window.scrollTo({ top: y, behavior: "instant" });
      restore();
      if (Math.abs(window.scrollY - y) <= 1) return;
      // The page is still shorter than it was (content below is still rendering): restore again as it grows,
      // for a moment at most, so a slow phone lands where the visitor left.
      const grow = new ResizeObserver(() => {
        restore();
        if (Math.abs(window.scrollY - y) <= 1) grow.disconnect();
      });
      grow.observe(document.body);
      const stop = window.setTimeout(() => grow.disconnect(), 1000);
      return () => {
        window.clearTimeout(stop);
        grow.disconnect();
      };
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
