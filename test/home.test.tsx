// Home page pieces: the featured carousel's timing with the real featured products (fake timers).
import { act, fireEvent, render as rtlRender, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import BelowFold from "~/components/home/BelowFold";
import {
  CAROUSEL_INTERVAL_MS as INTERVAL,
  CAROUSEL_MANUAL_PAUSE_MS as PAUSE,
  CAROUSEL_VISIBLE,
} from "~/data/constants";
import { PRODUCTS } from "~/data/catalogue.server";

const FEATURED_PRODUCTS = PRODUCTS.filter((p) => p.featured);
import { loadCart } from "~/lib/stores/cart-storage";

/** Runs the fake timers forward inside act (a block body: act's synchronous form). */
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const render = (ui: ReactElement) =>
  rtlRender(<MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>{ui}</MemoryRouter>);
const names = FEATURED_PRODUCTS.map((p) => p.name);
const slides = () => screen.getAllByRole("group").filter((g) => g.getAttribute("aria-roledescription") === "slide");
const firstName = () => slides()[0]!.querySelector("h3")!.textContent;
const indicator = () => screen.queryByText("Auto-playing");

describe("home below the fold: featured carousel and services", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("holds the six featured products, three slots per view, auto-playing", () => {
    render(<BelowFold featured={FEATURED_PRODUCTS} />);
    expect(names).toHaveLength(6);
    expect(screen.getByRole("region", { name: "Featured products" })).toBeTruthy();
    expect(slides().map((s) => s.getAttribute("aria-label"))).toEqual(
      ["1 of 6", "2 of 6", "3 of 6"].slice(0, CAROUSEL_VISIBLE),
    );
    expect(slides().map((s) => s.querySelector("h3")!.textContent)).toEqual(names.slice(0, 3));
    expect(indicator()).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^Slide \d$/ })).toHaveLength(6);
    // The services overview follows, with its six services.
    expect(screen.getByRole("heading", { level: 2, name: "Our services" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Android & iOS Support" }).getAttribute("href")).toBe(
      "/services/android-ios-support",
    );
  });

  it("advances every 4 s, not before, and wraps from the last product to the first", () => {
    render(<BelowFold featured={FEATURED_PRODUCTS} />);
    advance(INTERVAL - 1);
    expect(firstName()).toBe(names[0]);
    const seen: string[] = [];
    for (let k = 0; k < 6; k++) {
      advance(k === 0 ? 1 : INTERVAL);
      seen.push(firstName());
    }
    expect(seen).toEqual([...names.slice(1), names[0]]);
  });

  it("manual next: no indicator and no movement for 10 s, then auto-play resumes", () => {
    render(<BelowFold featured={FEATURED_PRODUCTS} />);
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    // fireEvent.click does not move focus, so only the manual pause holds it.
    expect(firstName()).toBe(names[1]);
    expect(indicator()).toBeNull();
    advance(PAUSE - 1);
    expect(firstName()).toBe(names[1]);
    expect(indicator()).toBeNull();
    advance(1);
    expect(indicator()).toBeTruthy();
    advance(INTERVAL);
    expect(firstName()).toBe(names[2]);
  });

  it("the pause button stops it; Add to Cart puts the product in the cart", () => {
    window.localStorage.clear();
    render(<BelowFold featured={FEATURED_PRODUCTS} />);
    fireEvent.click(screen.getByRole("button", { name: "Pause auto-play" }));
    advance(INTERVAL * 5);
    expect(firstName()).toBe(names[0]);
    expect(indicator()).toBeNull();
    fireEvent.click(screen.getAllByRole("button", { name: /^Add to Cart/ })[0]!);
    expect(loadCart().map((i) => [i.id, i.quantity])).toEqual([[FEATURED_PRODUCTS[0]!.id, 1]]);
    window.localStorage.clear();
  });
});
