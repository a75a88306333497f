/**
 * Helpers for the weight and offline e2e files: what a visit transfers
 * (scripts/transfer.mjs, shared with `npm run bench`), the service worker,
 * and the images a page renders.
 */
import type { Page } from "playwright-core";

export {
  codeWeight,
  kindOf,
  launchChromium,
  measureRoute,
  MOBILE,
  startRecordingServer,
  summarize,
} from "../../scripts/transfer.mjs";
export { BUDGETS, KB, SPEC_ROUTES } from "../../scripts/weight.mjs";

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Resolves once a service worker controls the page (installed, precached, activated, claimed). */
export async function waitForServiceWorker(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === "activated", undefined, { timeout });
}

/**
 * Polls an async condition in the page until it is true (page.waitForFunction
 * does not wait for a promise a predicate returns: the promise itself is truthy).
 */
export async function pollPage<A>(
  page: Page,
  condition: (arg: A) => Promise<boolean>,
  arg: A,
  timeout = 30_000,
): Promise<void> {
  const end = Date.now() + timeout;
  const check = () => page.evaluate(condition as (a: unknown) => Promise<boolean>, arg as unknown);
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`condition not met in ${timeout} ms: ${condition.toString().slice(0, 200)}`);
    await page.waitForTimeout(250);
  }
}

/** Console errors and uncaught errors of a page, for pages opened outside the harness. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`uncaught: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/** Scrolls to the bottom in viewport steps, so lazy images load, then back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(60);
    if (atEnd) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

export interface ImageReport {
  src: string;
  problems: string[];
}

/**
 * Every <img> on the page: width and height attributes present, not broken,
 * its intrinsic aspect ratio the one the attributes state (what Lighthouse's
 * image-aspect-ratio audit checks), and, for raster images, not more than
 * twice the pixels its slot shows (vector images fit any slot). The page is
 * scrolled through first; a lazy image that never came near the viewport
 * (e.g. a carousel slide not shown) is checked on its attributes only.
 */
export async function imageProblems(page: Page): Promise<ImageReport[]> {
  await scrollThrough(page);
  await page.waitForFunction(
    () => [...document.images].every((img) => img.complete || img.loading === "lazy"),
    undefined,
    {
      timeout: 10_000,
    },
  );
  return page.evaluate(() =>
    [...document.images].map((img) => {
      const problems: string[] = [];
      const w = Number(img.getAttribute("width"));
      const h = Number(img.getAttribute("height"));
      if (!img.hasAttribute("width") || !img.hasAttribute("height") || !(w > 0) || !(h > 0))
        problems.push("no width/height attributes");
      if (img.complete && !(img.naturalWidth > 0)) problems.push("broken (did not load)");
      else if (img.naturalWidth > 0 && w > 0 && h > 0) {
        const ratio = img.naturalWidth / img.naturalHeight;
        if (Math.abs(ratio - w / h) / (w / h) > 0.05)
          problems.push(`aspect ${img.naturalWidth}x${img.naturalHeight} vs attributes ${w}x${h}`);
        const vector = /\.svg(\?|$)/i.test(img.currentSrc || img.src);
        const slot = img.getBoundingClientRect();
        if (!vector && slot.width > 0 && img.naturalWidth > Math.max(slot.width, w) * 2)
          problems.push(`${img.naturalWidth}px wide for a ${Math.round(slot.width)}px slot`);
      }
      if (!img.hasAttribute("alt")) problems.push("no alt attribute");
      return { src: img.getAttribute("src") ?? "", problems };
    }),
  );
}
