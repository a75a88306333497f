/**
 * Carousels (home's featured products, the services testimonials) on Playwright's clock.
 * Polling happens on the Node side (expect.poll), so it works while the page's clock is paused.
 */
import type { Locator, Page } from "@playwright/test";
import { open } from "./app";
import { expect } from "./fixtures";

export const INTERVAL = 4000;
export const MANUAL_PAUSE = 10_000;

/** The carousel region inside `scope` (the featured one on home). */
export const carousel = (page: Page, scope = "main"): Locator =>
  page.locator(`${scope} [aria-roledescription="carousel"]`).first();

/** Labels ("n of N") and names of the slides actually displayed, in order. */
export function shownSlides(page: Page, scope = "main"): Promise<Array<{ label: string; name: string }>> {
  return carousel(page, scope).evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')]
      .filter((el) => el.checkVisibility())
      .map((el) => ({
        label: el.getAttribute("aria-label") ?? "",
        name: el.querySelector("h2, h3")?.textContent?.trim() ?? "",
      })),
  );
}

export const shownLabels = async (page: Page, scope = "main") => (await shownSlides(page, scope)).map((s) => s.label);

/** Label of the first displayed slide, e.g. "1 of 6". */
export const firstShown = async (page: Page) => (await shownLabels(page))[0] ?? "";

/** The "Auto-playing" indicator. */
export const autoPlaying = (page: Page) => carousel(page).getByText("Auto-playing", { exact: true });

/** Takes pointer and keyboard focus out of the carousel (so only the rule under test holds it). */
export async function leaveCarousel(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Lets React's scheduler (a MessageChannel, not on the fake clock) run what a timer queued. */
function yieldToReact(page: Page): Promise<void> {
  return page.evaluate(async () => {
    for (let i = 0; i < 5; i++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

/**
 * Advances the page's paused clock by `ms`, one step at a time, letting React commit between
 * steps, so a timer armed by a render inside the span still fires within it.
 */
export async function advance(page: Page, ms: number, step = 1000): Promise<void> {
  for (let left = ms; left > 0; left -= step) {
    await page.clock.runFor(Math.min(step, left));
    await yieldToReact(page);
  }
}

/** Scrolls past the categories: the sections below the fold load as they near the viewport. */
async function scrollBelowFold(page: Page): Promise<void> {
  await page.getByRole("region", { name: "Shop by category" }).evaluate((el) => el.scrollIntoView({ block: "end" }));
  await page.mouse.wheel(0, 400);
}

/** Brings home's featured carousel into view and waits for its cards. */
export async function showCarousel(page: Page): Promise<Locator> {
  await scrollBelowFold(page);
  const region = carousel(page);
  await region.scrollIntoViewIfNeeded();
  await expect(region.locator('[data-testid="product-card"]').first()).toBeVisible();
  return region;
}

/**
 * Opens `path` on Playwright's clock, installed before any script runs and paused at once, so a
 * carousel has not moved when the test starts. `reveal` runs on the paused page to show it.
 */
export async function openOnFrozenClock(page: Page, path: string, reveal?: (page: Page) => Promise<void>) {
  // Paused before the page loads: on a slow machine seconds of real time can pass between hydration
  // (which arms the first tick) and any later pause.
  const start = Date.now();
  await page.clock.install({ time: start });
  // Well ahead of the installed time: pausing at a time the clock has already passed is refused.
  await page.clock.pauseAt(start + 10_000);
  await open(page, path);
  await reveal?.(page);
  await leaveCarousel(page);
}

/**
 * Home on a frozen clock; the clock is then stepped 100 ms at a time until the featured cards
 * show (React reveals a lazy section on a short timer of its own), so the carousel has run for
 * at most a step or two when a test starts.
 */
export async function homeOnFrozenClock(page: Page): Promise<void> {
  await openOnFrozenClock(page, "/", async () => {
    await scrollBelowFold(page);
    const firstCard = carousel(page).locator('[data-testid="product-card"]').first();
    await expect
      .poll(
        async () => {
          if (await firstCard.isVisible()) return true;
          await page.clock.runFor(100);
          return false;
        },
        { timeout: 15_000, intervals: [50], message: "the carousel's cards" },
      )
      .toBe(true);
    await carousel(page).scrollIntoViewIfNeeded();
  });
}
