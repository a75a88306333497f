/**
 * Weight and offline: what a visit transfers (scripts/transfer.mjs, shared with `npm run bench`),
 * the byte budgets (scripts/weight.mjs), the service worker, and the images a page renders.
 */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export { readRemixManifest } from "../../../scripts/build/route-files.mjs";
export { codeWeight, launchChromium, measureRoute, MOBILE, startRecordingServer } from "../../../scripts/transfer.mjs";
export { BENCH_ROUTES, BUDGETS, BUILD_CLIENT, jsBudget, TRACKING_LINKS, visitOf } from "../../../scripts/weight.mjs";

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Console line the 404 page logs for the path. */
export const NOT_FOUND_LOG = /404 Error: User attempted to access non-existent route:/;

/** Chromium's line for a failed load; the guard appends the URL. */
const STATUS_404 = String.raw`^Failed to load resource: the server responded with a status of 404 \(Not Found\) `;

/**
 * The console errors of a visit to the 404 page: its own line, the page's 404 (a path with no file extension)
 * and, on a client navigation to an unknown product, its catalogue file's.
 */
export const NOT_FOUND_LOGS = [
  NOT_FOUND_LOG,
  new RegExp(`${STATUS_404}https?://[^/]+/[^.?#]*(?:[?#].*)?$`),
  new RegExp(`${STATUS_404}https?://[^/]+/catalogue/products/[^/]+\\.json$`),
] as const;

/** Resolves once a service worker controls the page (installed, precached, activated, claimed). */
export async function waitForServiceWorker(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === "activated", undefined, { timeout });
}

/**
 * Every <img>'s problems, the page scrolled through first: a lazy image that never came near the viewport (a
 * carousel slide not shown) is checked on its attributes only. The aspect ratio is Lighthouse's image-aspect-ratio.
 */
export async function imageProblems(page: Page): Promise<Array<{ src: string; problems: string[] }>> {
  // Down a viewport at a time, a frame per step so lazy images start, then back up.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let i = 0; i < 40; i++) {
      window.scrollBy(0, window.innerHeight);
      await frame();
      if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2) break;
    }
    window.scrollTo(0, 0);
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((img) => img.complete || img.loading === "lazy")), {
      timeout: 10_000,
      message: "images loaded",
    })
    .toBe(true);
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
      const r = img.getBoundingClientRect();
      if (img.loading === "lazy" && r.top < innerHeight && r.left < innerWidth && r.right > 0 && img.checkVisibility())
        problems.push("lazy in the first viewport");
      return { src: img.getAttribute("src") ?? "", problems };
    }),
  );
}
