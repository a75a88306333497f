import { useEffect, useReducer } from "react";

/**
 * Carousel timing rules (PRODUCT.md) as a pure state machine plus one hook:
 * - `tick` advances by one and wraps, only while auto-play is active;
 * - `next` / `prev` / `goTo` are manual use: they move and pause auto-play
 *   until `until` (now + the manual pause, 10 s);
 * - `pause` / `resume`: the visible pause/play button (resume also ends a
 *   manual pause);
 * - `hover` / `focus`: pointer or keyboard focus inside stops auto-play while on;
 * - `expire`: the manual pause is over (the hook sends it at `until`);
 * - `count`: the number of items changed (the index stays in range).
 * Under prefers-reduced-motion the carousel starts paused.
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
  | { type: "next" | "prev"; until: number }
  | { type: "goTo"; index: number; until: number }
  | { type: "hover" | "focus"; on: boolean }
  | { type: "count"; count: number };

export const initialCarousel = (count: number, paused = false): CarouselState => ({ index: 0, count, paused, hover: false, focus: false, until: 0 });

/** Auto-play is active: not paused by the button, nothing inside held, no manual pause running. */
export const isAutoPlaying = (s: CarouselState) => !s.paused && !s.hover && !s.focus && !s.until && s.count > 1;

const wrap = (i: number, n: number) => (n ? ((i % n) + n) % n : 0);

export function carouselReducer(s: CarouselState, a: CarouselAction): CarouselState {
  switch (a.type) {
    case "tick":
      return isAutoPlaying(s) ? { ...s, index: wrap(s.index + 1, s.count) } : s;
    case "next":
    case "prev":
    case "goTo":
      return {
        ...s,
        index: wrap(a.type === "goTo" ? a.index : s.index + (a.type === "next" ? 1 : -1), s.count),
        until: a.until,
      };
    case "pause":
      return { ...s, paused: true };
    case "resume":
      return { ...s, paused: false, until: 0 };
    case "expire":
      return { ...s, until: 0 };
    case "hover":
    case "focus":
      return s[a.type] === a.on ? s : { ...s, [a.type]: a.on };
    case "count":
      return s.count === a.count ? s : { ...s, count: a.count, index: wrap(s.index, a.count) };
  }
}

const prefersReducedMotion = () =>
  typeof matchMedia == "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The timers around the reducer: while auto-play is active a tick every
 * `interval` ms; during a manual pause one timeout that ends it at `until`.
 * Manual actions take their `until` from Date.now() + manualPauseMs.
 */
export function useCarousel(count: number, interval: number, manualPauseMs: number) {
  const [state, dispatch] = useReducer(carouselReducer, count, (n) => initialCarousel(n, prefersReducedMotion()));
  const playing = isAutoPlaying(state);

  useEffect(() => {
    if (state.until) {
      const id = setTimeout(() => dispatch({ type: "expire" }), Math.max(0, state.until - Date.now()));
      return () => clearTimeout(id);
    }
    if (!playing) return;
    const id = setTimeout(() => dispatch({ type: "tick" }), interval);
    return () => clearTimeout(id);
  }, [state.index, state.until, playing, interval]);

  useEffect(() => dispatch({ type: "count", count }), [count]);

  const until = () => Date.now() + manualPauseMs;
  return {
    state,
    playing,
    next: () => dispatch({ type: "next", until: until() }),
    prev: () => dispatch({ type: "prev", until: until() }),
    goTo: (index: number) => dispatch({ type: "goTo", index, until: until() }),
    toggle: () => dispatch({ type: state.paused ? "resume" : "pause" }),
    hover: (on: boolean) => dispatch({ type: "hover", on }),
    focus: (on: boolean) => dispatch({ type: "focus", on }),
  };
}
