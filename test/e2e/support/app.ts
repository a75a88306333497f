/** Page helpers every spec shares: opening a route, focus, keyboard, animations, held scripts. */
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Opens `path` and, unless told not to, waits until the app has hydrated (the root sets <html data-hydrated>). */
export async function open(page: Page, path: string, { hydrate = true } = {}): Promise<void> {
  await page.goto(path);
  if (hydrate) await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  // Polled in the page every 16 ms: expect's retries back off to a second apart.
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

/** Presses Tab (or Shift+Tab) until `target` (a CSS selector or a locator) has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: string | Locator, { max = 60, back = false } = {}): Promise<void> {
  const reached = (typeof target === "string" ? page.locator(target) : target).and(page.locator(":focus"));
  for (let i = 0; i < max && !(await reached.count()); i++) await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  if (!(await reached.count())) {
    const on = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
    throw new Error(`Could not Tab to ${String(target)} in ${max} presses; focus is on ${on}`);
  }
}

/** Waits until no finite animation or transition runs (toasts sliding in), so colours are final. */
export async function settle(page: Page): Promise<void> {
  const still = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .every((a) => a.playState !== "running"),
    );
  await expect.poll(still, { message: "animations settled" }).toBe(true);
}

/** Resolves after the page has rendered two more frames (layout after a focus move or a scroll). */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

type CalledOff = { control: Locator; frame: Locator; dialog: Locator; chunk: RegExp; release: () => void };

/**
 * A frame closed (Escape) while its dialog's code is held: focus back on `control`, and the tap called off, so the
 * dialog does not open when `release` lets the code come; pressed again, the dialog takes the frame's place at once.
 */
export async function expectFrameCalledOff(page: Page, { control, frame, dialog, chunk, release }: CalledOff) {
  await page.keyboard.press("Escape");
  await expect(frame).toBeHidden();
  await expect(control).toBeFocused();
  const loaded = page.waitForResponse(chunk);
  release();
  await loaded;
  await nextFrames(page);
  await expect(dialog).toHaveCount(0);
  await control.click();
  await expect(dialog).toBeVisible();
  await expect(frame).toBeHidden();
}

/**
 * Holds the requests for built files matching `pattern` (e.g. a chunk) until the returned function is called: a
 * phone on a slow line that has not fetched them yet.
 */
export async function holdAssets(target: Page | BrowserContext, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await target.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Opens `path` in a new page of `context` with every script of the app held: the page as its HTML paints it,
 * nothing hydrated. `cpu` slows the CPU down, as on a cheap phone, for a test that races hydration.
 */
export async function openPainted(context: BrowserContext, path: string, { cpu = 1 } = {}) {
  const release = await holdAssets(context, /\/assets\/[^/]+\.js$/);
  const page = await context.newPage();
  if (cpu > 1) await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: cpu });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  return { page, release };
}

/** Sums the layout shifts of every page `target` opens from now on; read with `layoutShift`. */
export async function recordLayoutShifts(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

export const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
