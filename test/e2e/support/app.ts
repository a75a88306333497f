/** Page helpers every spec shares: opening a route, focus, keyboard, animations. */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Opens `path` and, unless told not to, waits until the app has hydrated (the root sets <html data-hydrated>). */
export async function open(page: Page, path: string, { hydrate = true } = {}): Promise<void> {
  await page.goto(path);
  if (hydrate) await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  // Checked in the page every 16 ms: expect's retries back off to a second apart, and most tests wait
  // for this after each navigation, so the back-off, not the hydration, was what they waited for.
  await page
    .waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), undefined, {
      polling: 16,
      timeout: 30_000,
    })
    .catch((error: Error) => {
      throw new Error(`${page.url()} did not hydrate (<html data-hydrated>): ${error.message}`);
    });
}

/** The focused element, described for assertions. */
export function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return null;
    return {
      tag: el.tagName.toLowerCase(),
      id: el.id,
      name: el.getAttribute("aria-label") ?? el.getAttribute("name") ?? "",
      text: (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 80),
      testId: el.getAttribute("data-testid") ?? "",
      inDialog: el.closest("dialog")?.getAttribute("data-testid") ?? null,
    };
  });
}

/** Presses Tab (or Shift+Tab) until `selector` has focus; fails after `max` presses. */
export async function tabTo(page: Page, selector: string, { max = 60, back = false } = {}): Promise<void> {
  const hasFocus = () => page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector);
  for (let i = 0; i < max && !(await hasFocus()); i++) await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  if (!(await hasFocus())) {
    const on = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
    throw new Error(`Could not Tab to ${selector} in ${max} presses; focus is on ${on}`);
  }
}

/** Waits until no finite animation or transition runs (toasts sliding in), so colours are final. */
export async function settle(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          document
            .getAnimations()
            .filter((a) => a.effect?.getTiming().iterations !== Infinity)
            .every((a) => a.playState !== "running"),
        ),
      { message: "animations settled" },
    )
    .toBe(true);
}

/** Records every scroll position of the window from now on; `read()` returns them. */
export async function recordScrolls(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __scrolls: number[] };
    w.__scrolls = [];
    window.addEventListener("scroll", () => w.__scrolls.push(window.scrollY), { passive: true });
  });
  return { read: () => page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls) };
}

/** Resolves after the page has rendered two more frames (layout after a focus move or a scroll). */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Holds the requests for built files matching `pattern` (e.g. a chunk) until the returned function is called: a
 * phone on a slow line that has not fetched them yet.
 */
export async function holdAssets(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
