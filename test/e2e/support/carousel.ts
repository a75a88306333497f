/** Home's featured carousel on Playwright's clock, polled from Node (expect.poll) so it works while the clock is paused. */
import type { Page } from "@playwright/test";
import { open } from "./app";
import { expect } from "./fixtures";

export const INTERVAL = 4000;
export const MANUAL_PAUSE = 10_000;

export const carousel = (page: Page) => page.locator('main [aria-roledescription="carousel"]').first();

/** Labels ("n of N") and names of the slides actually displayed, in order. */
export const shownSlides = (page: Page) =>
  carousel(page).evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')]
      .filter((el) => el.checkVisibility())
      .map((el) => ({
        label: el.getAttribute("aria-label") ?? "",
        name: el.querySelector("h2, h3")?.textContent?.trim(),
      })),
  );

/** Label of the first displayed slide, e.g. "1 of 6". */
export const firstShown = async (page: Page) => (await shownSlides(page))[0]?.label ?? "";

export const autoPlaying = (page: Page) => carousel(page).getByText("Auto-playing", { exact: true });

/** Takes pointer and keyboard focus out of the carousel (so only the rule under test holds it). */
export async function leaveCarousel(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Advances the paused clock by `ms` a second at a time, letting React's scheduler (a MessageChannel) commit between. */
export async function advance(page: Page, ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= 1000) {
    await page.clock.runFor(Math.min(1000, left));
    await page.evaluate(async () => {
      for (let i = 0; i < 5; i++)
        await new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        });
    });
  }
}

/**
 * Home on Playwright's clock, paused before any script runs (seconds can pass between hydration and a later
 * pause on a slow machine), then stepped 100 ms at a time until the featured cards show (React reveals the
 * lazy section on a timer of its own): the carousel has run a step or two at most when a test starts.
 */
export async function homeOnFrozenClock(page: Page): Promise<void> {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 10_000);
  await open(page, "/");
  // Past the categories: the sections below the fold load as they near the viewport.
  await page.getByRole("region", { name: "Shop by category" }).evaluate((el) => el.scrollIntoView({ block: "end" }));
  await page.mouse.wheel(0, 400);
  const firstCard = carousel(page).locator('[data-testid="product-card"]').first();
  const shown = async () => (await firstCard.isVisible()) || void (await page.clock.runFor(100));
  await expect.poll(shown, { timeout: 15_000, intervals: [50], message: "the carousel's cards" }).toBe(true);
  await carousel(page).scrollIntoViewIfNeeded();
  await leaveCarousel(page);
}
