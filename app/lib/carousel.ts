import { useEffect, useReducer } from "react";

/**
 * Carousel timing rules (PRODUCT.md) as a pure state machine plus one hook.
 * - `tick`: advance by one and wrap, only while auto-play is active;
 * - `goTo` (next / prev / the slide picker): manual use; moves (wrapping)
 *   and pauses auto-play until `until` (now + the manual pause, 10 s);
 * - `pause` / `resume`: the visible pause/play button (either ends a manual pause);
 * - `hover` / `focus`: pointer or keyboard focus inside stops auto-play while on;
 * - `expire`: the manual pause is over (the hook sends it at `until`).
 * Under prefers-reduced-motion the carousel starts paused. The item count is
 * fixed for a mounted carousel (remount with a key to change it).
 */
export interface CarouselState {
  index: number;
  count: number;
  paused: boolean;
  hover: boolean;
  focus: boolean;
  /** Manual pause: auto-play waits until this time (ms since epoch); 0 = none. */
  until: number;
}

export type CarouselAction =
  | { type: "tick" | "pause" | "resume" | "expire" }
  | { type: "goTo"; index: number; until: number }
  | { type: "hover" | "focus"; on: boolean };

export const initialCarousel = (count: number, paused = false): CarouselState => ({
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

/**
 * The timers around the reducer: while auto-play is active a tick every
 * `interval` ms; during a manual pause one timeout that ends it at `until`.
 * Manual moves take their `until` from Date.now() + manualPauseMs.
 */
export function useCarousel(count: number, interval: number, manualPauseMs: number) {
  // The page's HTML is rendered at build time, where no media query answers: it starts playing, and the
  // visitor's prefers-reduced-motion pauses it as it hydrates (before any tick).
  const [state, dispatch] = useReducer(carouselReducer, count, (n) => initialCarousel(n, false));
  const playing = isAutoPlaying(state);
  const { index, until, paused } = state;

  useEffect(() => {
    if (typeof matchMedia == "function" && matchMedia("(prefers-reduced-motion: reduce)").matches)
      dispatch({ type: "pause" });
  }, []);

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
