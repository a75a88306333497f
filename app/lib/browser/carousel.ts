import { useEffect, useReducer, useSyncExternalStore } from "react";
import { reducedMotion } from "~/styles/tokens";

// Carousel timing as a pure reducer plus one hook; the item count is fixed for a mounted carousel.
export interface CarouselState {
  index: number;
  count: number;
  /** The pause/play button's choice; null until pressed (then prefers-reduced-motion decides). */
  paused: boolean | null;
  hover: boolean;
  focus: boolean;
  /** A manual move pauses auto-play until this time (ms since epoch); 0 = none. */
  until: number;
}

export type CarouselAction =
  | { type: "tick" | "pause" | "resume" | "expire" }
  | { type: "goTo"; index: number; until: number }
  | { type: "hover" | "focus"; on: boolean };

export const initialCarousel = (count: number): CarouselState => ({
  index: 0,
  count,
  paused: null,
  hover: false,
  focus: false,
  until: 0,
});

export const isAutoPlaying = (s: CarouselState) => !s.paused && !s.hover && !s.focus && !s.until && s.count > 1;

export function carouselReducer(s: CarouselState, a: CarouselAction): CarouselState {
  switch (a.type) {
    case "tick":
      return isAutoPlaying(s) ? { ...s, index: (s.index + 1) % s.count } : s;
    case "goTo":
      return { ...s, index: ((a.index % s.count) + s.count) % s.count, until: a.until };
    case "pause":
    case "resume":
      return { ...s, paused: a.type == "pause", until: 0 };
    case "expire":
      return { ...s, until: 0 };
    default:
      return { ...s, [a.type]: a.on };
  }
}

const prefersReducedMotion = () => typeof matchMedia == "function" && matchMedia(reducedMotion).matches;
function subscribeReducedMotion(onChange: () => void) {
  if (typeof matchMedia != "function") return () => undefined;
  const query = matchMedia(reducedMotion);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** A tick every `interval` ms while auto-play is active; during a manual pause one timeout that ends it. */
export function useCarousel(count: number, interval: number, manualPauseMs: number) {
  const [chosen, dispatch] = useReducer(carouselReducer, count, initialCarousel);
  // The build's HTML cannot know the visitor's setting (false there and while hydrating, then the browser's).
  const reduced = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const state = chosen.paused === null ? { ...chosen, paused: reduced } : chosen;
  const playing = isAutoPlaying(state);
  const { index, until, paused } = state;

  useEffect(() => {
    if (!until && !playing) return;
    const id = setTimeout(() => dispatch({ type: until ? "expire" : "tick" }), until ? until - Date.now() : interval);
    return () => clearTimeout(id);
  }, [index, until, playing, interval]);

  const goTo = (i: number) => dispatch({ type: "goTo", index: i, until: Date.now() + manualPauseMs });
  return {
    state,
    playing,
    goTo,
    next: () => goTo(index + 1),
    prev: () => goTo(index - 1),
    toggle: () => dispatch({ type: paused ? "resume" : "pause" }),
    hover: (on: boolean) => dispatch({ type: "hover", on }),
    focus: (on: boolean) => dispatch({ type: "focus", on }),
  };
}
