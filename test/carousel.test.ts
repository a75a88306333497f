import { act, fireEvent, render, screen } from "@testing-library/react";
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Carousel } from "~/components/carousel/Carousel";
import { CAROUSEL_INTERVAL_MS as INTERVAL, CAROUSEL_MANUAL_PAUSE_MS as PAUSE } from "~/data/constants";
import { carouselReducer, initialCarousel, isAutoPlaying, type CarouselAction } from "~/lib/browser/carousel";

/** Runs the fake timers forward inside act (a block body: act's synchronous form). */
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe("carouselReducer (the rest: <Carousel> below and test/e2e/home.spec.ts)", () => {
  const s0 = initialCarousel(5);
  const run = (...actions: CarouselAction[]) => actions.reduce(carouselReducer, s0);

  it("a tick or a move wraps, a move sets the manual pause; one slide never plays", () => {
    expect(carouselReducer({ ...s0, index: 4 }, { type: "tick" }).index).toBe(0);
    const moved = [-1, 5, 3].map((index) => run({ type: "goTo", index, until: 9 }));
    expect(moved).toMatchObject([4, 0, 3].map((index) => ({ index, until: 9 })));
    expect(carouselReducer(moved[0]!, { type: "expire" }).until).toBe(0);
    expect(isAutoPlaying(s0)).toBe(true);
    expect(isAutoPlaying(initialCarousel(1))).toBe(false);
  });

  it("pause or resume ends a manual pause; hover and focus are independent holds, and a held tick stays", () => {
    expect(run({ type: "goTo", index: 1, until: 50 }, { type: "pause" })).toMatchObject({ paused: true, until: 0 });
    expect(run({ type: "pause" }, { type: "goTo", index: 1, until: 50 }, { type: "resume" })).toMatchObject({
      paused: false,
      until: 0,
    });
    const held = run({ type: "hover", on: true }, { type: "focus", on: true }, { type: "hover", on: false });
    expect(isAutoPlaying(held)).toBe(false);
    expect(carouselReducer(held, { type: "tick" }).index).toBe(0);
    expect(isAutoPlaying(carouselReducer(held, { type: "focus", on: false }))).toBe(true);
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

  it("pause button, picker, next and previous: polite live region, no indicator, a manual pause each use restarts", () => {
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
    advance(PAUSE / 2);
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(slides()[0]!.textContent).toBe("Alpha");
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(slides()[0]!.textContent).toBe("Delta");
    // A second manual use restarts the manual pause.
    advance(PAUSE - 1);
    expect(slides()[0]!.textContent).toBe("Delta");
    expect(screen.queryByText("Auto-playing")).toBeNull();
    // Each timer is set after the render its dispatch causes (one act each).
    advance(1);
    advance(INTERVAL);
    expect(slides()[0]!.textContent).toBe("Alpha");
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
