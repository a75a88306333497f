import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Carousel } from "~/components/carousel/Carousel";
import { CAROUSEL_INTERVAL_MS as INTERVAL, CAROUSEL_MANUAL_PAUSE_MS as PAUSE } from "~/data/constants";
import {
  carouselReducer,
  initialCarousel,
  isAutoPlaying,
  useCarousel,
  type CarouselState,
} from "~/lib/browser/carousel";

/** Runs the fake timers forward inside act (a block body: act's synchronous form). */
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe("carouselReducer", () => {
  const s0 = initialCarousel(5);

  it("tick advances and wraps while auto-playing", () => {
    let s: CarouselState = s0;
    const seen: number[] = [];
    for (let k = 0; k < 6; k++) {
      s = carouselReducer(s, { type: "tick" });
      seen.push(s.index);
    }
    expect(seen).toEqual([1, 2, 3, 4, 0, 1]);
  });

  it("tick does nothing when paused, hovered, focused or in a manual pause", () => {
    for (const s of [
      { ...s0, paused: true },
      { ...s0, hover: true },
      { ...s0, focus: true },
      { ...s0, until: 123 },
    ]) {
      expect(isAutoPlaying(s)).toBe(false);
      expect(carouselReducer(s, { type: "tick" }).index).toBe(0);
    }
    expect(isAutoPlaying(s0)).toBe(true);
    expect(isAutoPlaying(initialCarousel(1))).toBe(false);
  });

  it("next, prev and goTo wrap and set the manual pause", () => {
    const goTo = (index: number) => carouselReducer(s0, { type: "goTo", index, until: 9 });
    expect([-1, 5, 3].map((i) => goTo(i))).toMatchObject([4, 0, 3].map((index) => ({ index, until: 9 })));
    expect(carouselReducer({ ...s0, until: 5 }, { type: "expire" }).until).toBe(0);
  });

  it("pause and resume; either ends a manual pause", () => {
    const paused = carouselReducer({ ...s0, until: 50 }, { type: "pause" });
    expect(paused).toMatchObject({ paused: true, until: 0 });
    expect(isAutoPlaying(paused)).toBe(false);
    expect(carouselReducer(paused, { type: "resume" })).toMatchObject({ paused: false, until: 0 });
  });

  it("hover and focus are independent holds", () => {
    let s = carouselReducer(s0, { type: "hover", on: true });
    s = carouselReducer(s, { type: "focus", on: true });
    s = carouselReducer(s, { type: "hover", on: false });
    expect(isAutoPlaying(s)).toBe(false);
    s = carouselReducer(s, { type: "focus", on: false });
    expect(isAutoPlaying(s)).toBe(true);
  });
});

describe("useCarousel timers (the rest: <Carousel> below and test/e2e/home.spec.ts)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("a second manual use restarts the manual pause", () => {
    const { result } = renderHook(() => useCarousel(5, INTERVAL, PAUSE));
    act(() => result.current.goTo(3));
    advance(PAUSE / 2);
    act(() => result.current.prev());
    advance(PAUSE - 1);
    expect(result.current.playing).toBe(false);
    expect(result.current.state.index).toBe(2);
    advance(1);
    advance(INTERVAL);
    expect(result.current.state.index).toBe(3);
  });

  it("the pause button stops it until play; hover holds it", () => {
    const { result } = renderHook(() => useCarousel(4, INTERVAL, PAUSE));
    act(() => result.current.toggle());
    advance(INTERVAL * 5);
    expect(result.current.state.index).toBe(0);
    act(() => result.current.toggle());
    act(() => result.current.hover(true));
    advance(INTERVAL * 5);
    expect(result.current.state.index).toBe(0);
    act(() => result.current.hover(false));
    advance(INTERVAL);
    expect(result.current.state.index).toBe(1);
  });
});

describe("<Carousel>", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const items = ["Alpha", "Bravo", "Charlie", "Delta"];
  const renderCarousel = () =>
    render(
      createElement(Carousel<string>, {
        items,
        label: "Testimonials",
        renderItem: (t) => createElement("p", null, t),
        showAutoplayIndicator: true,
      }),
    );
  const slides = () => screen.getAllByRole("group").filter((g) => g.getAttribute("aria-roledescription") === "slide");

  it("renders the carousel pattern and rotates with aria-live off", () => {
    renderCarousel();
    const region = screen.getByRole("region", { name: "Testimonials" });
    expect(region.getAttribute("aria-roledescription")).toBe("carousel");
    expect(slides().map((s) => s.getAttribute("aria-label"))).toEqual(["1 of 4", "2 of 4", "3 of 4"]);
    expect(slides()[0]!.parentElement!.getAttribute("aria-live")).toBe("off");
    expect(screen.getByText("Auto-playing")).toBeTruthy();
    advance(INTERVAL);
    expect(slides().map((s) => s.textContent)).toEqual(["Bravo", "Charlie", "Delta"]);
    advance(INTERVAL);
    expect(slides().map((s) => s.textContent)).toEqual(["Charlie", "Delta", "Alpha"]);
  });

  it("pause button, picker and next: polite live region, no indicator, manual pause", () => {
    renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Pause auto-play" }));
    expect(screen.queryByText("Auto-playing")).toBeNull();
    expect(slides()[0]!.parentElement!.getAttribute("aria-live")).toBe("polite");
    advance(INTERVAL * 2);
    expect(slides()[0]!.textContent).toBe("Alpha");
    fireEvent.click(screen.getByRole("button", { name: "Start auto-play" }));
    fireEvent.click(screen.getByRole("button", { name: "Slide 4" }));
    expect(slides()[0]!.textContent).toBe("Delta");
    expect(screen.getByRole("button", { name: "Slide 4" }).getAttribute("aria-current")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(slides()[0]!.textContent).toBe("Alpha");
    advance(PAUSE - 1);
    expect(slides()[0]!.textContent).toBe("Alpha");
    // Each timer is set after the render its dispatch causes (one act each).
    advance(1);
    advance(INTERVAL);
    expect(slides()[0]!.textContent).toBe("Bravo");
  });

  it("keyboard focus inside stops rotation, except on the pause button", () => {
    renderCarousel();
    act(() => screen.getByRole("button", { name: "Next slide" }).focus());
    advance(PAUSE + INTERVAL * 3);
    expect(slides()[0]!.textContent).toBe("Alpha");
    act(() => screen.getByRole("button", { name: "Pause auto-play" }).focus());
    advance(INTERVAL);
    expect(slides()[0]!.textContent).toBe("Bravo");
  });
});
