/**
 * Helpers for the home, about and contact e2e files (test/e2e/home.e2e.ts,
 * test/e2e/content.e2e.ts). Polling happens on the Node side, so it keeps
 * working while the page's clock (Playwright's page.clock) is paused.
 */
import type { Locator, Page } from "playwright-core";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until `accept` holds for its value; returns that value, or throws with the last one. */
export async function until<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  { timeout = 5000, what = "condition" } = {},
): Promise<T> {
  const end = Date.now() + timeout;
  let last: T = await read();
  while (!accept(last)) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}; last value: ${JSON.stringify(last)}`);
    await sleep(50);
    last = await read();
  }
  return last;
}

/** The featured carousel region. */
export const carousel = (page: Page): Locator => page.locator('[aria-roledescription="carousel"]');

/** Scrolls past the categories: the sections below the fold load as they near the viewport. */
export async function scrollBelowFold(page: Page): Promise<void> {
  await page.getByRole("region", { name: "Shop by category" }).evaluate((el) => el.scrollIntoView({ block: "end" }));
  await page.mouse.wheel(0, 400);
}

/** Brings the featured carousel into view and waits for its cards. */
export async function showCarousel(page: Page): Promise<Locator> {
  await scrollBelowFold(page);
  const region = carousel(page);
  await region.waitFor({ state: "attached" });
  await region.scrollIntoViewIfNeeded();
  await region.locator('[data-testid="product-card"]').first().waitFor({ state: "visible" });
  return region;
}

/** Labels ("n of 6") and product names of the slides that are actually displayed, in order. */
export function shownSlides(page: Page): Promise<Array<{ label: string; name: string }>> {
  return carousel(page).evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')]
      .filter((el) => el.checkVisibility())
      .map((el) => ({
        label: el.getAttribute("aria-label") ?? "",
        name: el.querySelector("h2, h3")?.textContent?.trim() ?? "",
      })),
  );
}

/** Label of the first displayed slide, e.g. "1 of 6". */
export async function firstShown(page: Page): Promise<string> {
  return (await shownSlides(page))[0]?.label ?? "";
}

/** Whether the "Auto-playing" indicator is displayed. */
export function autoPlaying(page: Page): Promise<boolean> {
  return carousel(page).getByText("Auto-playing", { exact: true }).isVisible();
}

/** Takes pointer and keyboard focus out of the carousel (so only the rule under test holds it). */
export async function leaveCarousel(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/**
 * Advances the page's paused clock by `ms`, one timer step at a time, letting
 * React commit between steps (its scheduler is not on the fake clock), so a
 * timer armed by a render inside the span still fires within it.
 */
export async function advance(page: Page, ms: number, step = 1000): Promise<void> {
  for (let left = ms; left > 0; left -= step) {
    await page.clock.runFor(Math.min(step, left));
    await sleep(40);
  }
}

/** Freezes the page's clock (installed before navigation) a moment from now. */
export async function freezeClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 500);
}

/** Titles of the toasts on screen (sonner). */
export function toastTitles(page: Page): Promise<string[]> {
  return page.locator("[data-sonner-toast] [data-title]").allInnerTexts();
}

/** Waits until a toast with `title` is displayed. */
export async function expectToast(page: Page, title: string): Promise<void> {
  await until(
    () => toastTitles(page),
    (titles) => titles.includes(title),
    { what: `toast "${title}"` },
  );
}
