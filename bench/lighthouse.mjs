// Lighthouse 12 (mobile default config: Moto G Power viewport, simulated slow
// 4G and 4x CPU slowdown) against a served build, in the bench's Chromium (scripts/browser.mjs).
// A benchmark, not a test: the figures are noisy, so `npm run bench` reports
// the median of several runs and nothing in `npm test` depends on them.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { median } from "../scripts/taps.mjs";
import { CHROME_FLAGS, findChrome } from "../scripts/browser.mjs";
import { cpuMultiplier } from "../scripts/cpu-multiplier.mjs";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
export const METRICS = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  si: "speed-index",
};

/**
 * Writes `storage` into the origin's localStorage from a page that loads none
 * of the site's code (/robots.txt), so the run still starts with a cold cache.
 * @param {number} port @param {string} url @param {Record<string, string>} storage
 */
async function seedStorage(port, url, storage) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(new URL("/robots.txt", url).href);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    await page.close();
  } finally {
    // Disconnects; the browser launched by chrome-launcher keeps running for Lighthouse.
    await browser.close();
  }
}

/**
 * One Lighthouse run in a freshly launched Chromium (a clean profile: no
 * cache, no service worker). With `storage`, localStorage is seeded first
 * and Lighthouse told not to clear it (it clears the origin's storage by default).
 * `status`: the document's expected HTTP status. Lighthouse stops on a 4xx document unless told
 * to go on (`ignoreStatusCode`), so only a page that must answer 404 (the 404 page) is told so.
 * @param {string} url
 * @param {Record<string, string>} [storage]
 * @param {200 | 404} [status]
 */
export async function lighthouseRun(url, storage = {}, status = 200) {
  const chrome = await chromeLauncher.launch({
    chromePath: (await findChrome("bench")).path,
    chromeFlags: CHROME_FLAGS,
    // chrome-launcher's own defaults add flags that are not part of the brief.
    ignoreDefaultFlags: true,
    logLevel: "silent",
  });
  try {
    // This host's benchmark index, from a short run of a file that loads nothing, sets the run's CPU slowdown.
    const calibration = await lighthouse(new URL("/robots.txt", url).href, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyAudits: ["viewport"],
    });
    const benchmarkIndex = calibration?.lhr.environment.benchmarkIndex ?? NaN;
    const cpuSlowdownMultiplier = cpuMultiplier(benchmarkIndex);
    const seeded = Object.keys(storage).length > 0;
    if (seeded) await seedStorage(chrome.port, url, storage);
    const result = await lighthouse(url, {
      throttling: { cpuSlowdownMultiplier },
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      disableStorageReset: seeded,
      ignoreStatusCode: status === 404,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) {
      throw Object.assign(new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`), {
        code: lhr.runtimeError.code,
      });
    }
    // http-status-code fails exactly when the document's status is 400 or more.
    if (status === 404 && lhr.audits["http-status-code"]?.score !== 0) throw new Error(`${url}: expected status 404`);
    /** @type {Record<string, number>} */
    const scores = {};
    for (const id of CATEGORIES) scores[id] = Math.round((lhr.categories[id]?.score ?? NaN) * 100);
    /** @type {Record<string, number>} */
    const metrics = {};
    for (const [key, audit] of Object.entries(METRICS)) metrics[key] = lhr.audits[audit]?.numericValue ?? NaN;
    // Audits that cost points outside performance (to fix, not to hide).
    const failing = CATEGORIES.filter((c) => c !== "performance").flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${c}:${ref.id}`),
    );
    // The Content-Security-Policy's findings (an informative audit: it costs no points, so it is read here).
    const cspHigh = /** @type {any} */ (lhr.audits["csp-xss"]?.details?.items ?? [])
      .filter((/** @type {any} */ item) => item.severity === "High")
      .map((/** @type {any} */ item) => String(item.description ?? item.directive ?? "finding"));
    const lcpElement = /** @type {any} */ (lhr.audits["largest-contentful-paint-element"]?.details)?.items?.[0]
      ?.items?.[0]?.node?.snippet;
    if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpuSlowdownMultiplier)
      throw new Error("Lighthouse did not take the CPU slowdown");
    // The index that set the multiplier, and the one the run itself measured (the host's load can move it).
    const cpu = {
      benchmarkIndex,
      multiplier: cpuSlowdownMultiplier,
      runBenchmarkIndex: lhr.environment.benchmarkIndex,
    };
    return { scores, metrics, failing, cspHigh, lcpElement, cpu, warnings: lhr.runWarnings };
  } finally {
    await chrome.kill();
  }
}

/**
 * `runs` Lighthouse runs of `url`; each figure is the median of its runs.
 * @param {string} url
 * @param {number} runs
 * @param {Record<string, string>} [storage] localStorage entries seeded before each run
 * @param {200 | 404} [status] the document's expected status
 */
export async function lighthouseMedian(url, runs = 3, storage = {}, status = 200) {
  const all = [];
  /** @type {string[]} */
  const retried = [];
  for (let i = 0; i < runs; i++) {
    for (let attempt = 1; ; attempt++) {
      try {
        all.push(await lighthouseRun(url, storage, status));
        break;
      } catch (error) {
        // Lighthouse's own trace recording sometimes misses the navigation's start event; it says
        // to run it again. Such a run is repeated (twice at most) and recorded; any other error stops.
        const code = /** @type {{ code?: string }} */ (error).code;
        if (code !== "NO_NAVSTART" || attempt > 2) throw error;
        retried.push(code);
      }
    }
  }
  /** @type {Record<string, number>} */
  const scores = {};
  for (const id of CATEGORIES) scores[id] = median(all.map((r) => /** @type {number} */ (r.scores[id])));
  /** @type {Record<string, number>} */
  const metrics = {};
  for (const key of Object.keys(METRICS)) metrics[key] = median(all.map((r) => /** @type {number} */ (r.metrics[key])));
  const failing = [...new Set(all.flatMap((r) => r.failing))];
  const cspHigh = [...new Set(all.flatMap((r) => r.cspHigh))];
  const cpu = {
    benchmarkIndex: median(all.map((r) => r.cpu.benchmarkIndex)),
    multiplier: median(all.map((r) => r.cpu.multiplier)),
  };
  return { runs: all, scores, metrics, failing, cspHigh, cpu, lcpElement: all[0]?.lcpElement, retried };
}
