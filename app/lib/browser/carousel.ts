import { useEffect, useReducer, useSyncExternalStore } from "react";
import { reducedMotion } from "~/styles/tokens";

/**
 * Carousel timing rules as a pure state machine plus one hook.
 * - `tick`: advance by one and wrap, only while auto-play is active;
 * - `goTo` (next / prev / the slide picker): manual use; moves (wrapping)
 *   and pauses auto-play until `until` (now + the manual pause, 10 s);
 * - `pause` / `resume`: the visible pause/play button (either ends a manual pause);
 * - `hover` / `focus`: pointer or keyboard focus inside stops auto-play while on;
 * - `expire`: the manual pause is over (the hook sends it at `until`).
 * Until the visitor presses pause or play (`paused` null) it follows prefers-reduced-motion. The item count is
 * fixed for a mounted carousel (remount with a key to change it).
 */
export interface CarouselState {
  index: number;
  count: number;
  /** The pause/play button's choice; null until pressed (then prefers-reduced-motion decides). */
  paused: boolean | null;
  hover: boolean;
  focus: boolean;
  /** Manual pause: auto-play waits until this time (ms since epoch); 0 = none. */
  until: number;
}

export type CarouselAction =
  | { type: "tick" | "pause" | "resume" | "expire" }
  | { type: "goTo"; index: number; until: number }
  | { type: "hover" | "focus"; on: boolean };

export const initialCarousel = (count: number, paused: boolean | null = null): CarouselState => ({
  index: 0,
  count,
  paused,
  hover: false,
  focus: false,
  until: 0,
});

/** Auto-play is active: not paused by the button, no pointer or focus inside, no manual pause running. */
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

/** Manual moves, as actions: next / previous slide from the current one. */
export const nextAction = (s: CarouselState, until: number): CarouselAction => ({
  type: "goTo",
  index: s.index + 1,
  until,
});
export const prevAction = (s: CarouselState, until: number): CarouselAction => ({
  type: "goTo",
  index: s.index - 1,
  until,
});

const prefersReducedMotion = () => typeof matchMedia == "function" && matchMedia(reducedMotion).matches;
function subscribeReducedMotion(onChange: () => void) {
  if (typeof matchMedia != "function") return () => undefined;
  const query = matchMedia(reducedMotion);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * The timers around the reducer: while auto-play is active a tick every
 * `interval` ms; during a manual pause one timeout that ends it at `until`.
 * Manual moves take their `until` from Date.now() + manualPauseMs.
 */
export function useCarousel(count: number, interval: number, manualPauseMs: number) {
  const [chosen, dispatch] = useReducer(carouselReducer, count, (n) => initialCarousel(n));
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
