// What a visit really transfers, measured on the wire: the build is served
// as `npm start` serves it (scripts/serve.mjs, precompressed brotli/gzip,
// cache headers) and every response's bytes (status line, headers, encoded
// body, the figure Chrome's encodedDataLength reports) are counted by the
// server. Counting at the server also sees what the service worker fetches
// (its script, workbox, the precache), which the page's own network events
// do not. Used by `npm run bench` and by test/e2e/weight.spec.ts.
import { extname } from "node:path";
import { chromium } from "playwright-core";
import { CHROME_FLAGS, findChrome } from "./browser.mjs";
import { createHandler, startServer } from "./serve.mjs";
import { BUILD_CLIENT, weigh } from "./weight.mjs";

/** Lighthouse's default mobile device (Moto G Power): same viewport for byte figures. */
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** The budgets' kinds: JS, CSS, and the rest (HTML, images, the catalogue's JSON…). @param {string} url */
export function kindOf(url) {
  const ext = extname(new URL(url, "http://x").pathname).toLowerCase();
  return ext === ".js" || ext === ".mjs" ? "js" : ext === ".css" ? "css" : "other";
}

/**
 * @typedef {{ url: string, status: number, bytes: number, encoding: string }} Transfer
 * @typedef {{ total: number, js: number, css: number, other: number, requests: number, transfers: Transfer[] }} TransferSummary
 */

/** @param {Transfer[]} transfers @returns {TransferSummary} */
function summarize(transfers) {
  const s = { total: 0, js: 0, css: 0, other: 0, requests: transfers.length, transfers };
  for (const t of transfers) {
    s.total += t.bytes;
    s[kindOf(t.url)] += t.bytes;
  }
  return s;
}

/**
 * The build served as `npm start` serves it, on a free port, recording every
 * response. `take()` returns what was recorded since the last call.
 */
export async function startRecordingServer(root = BUILD_CLIENT) {
  /** @type {Transfer[]} */
  let records = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const { server, url } = await startServer({
    port: 0,
    handler: createHandler(root),
    onRequest(req, res) {
      inFlight++;
      lastActivity = Date.now();
      const socket = req.socket;
      const before = socket.bytesWritten;
      // Once answered or aborted (a response emits "close" either way).
      res.once("close", () => {
        inFlight--;
        lastActivity = Date.now();
        records.push({
          url: req.url ?? "/",
          status: res.statusCode,
          bytes: socket.bytesWritten - before,
          encoding: String(res.getHeader("content-encoding") ?? ""),
        });
      });
    },
  });
  return {
    url,
    take() {
      const taken = records;
      records = [];
      return taken;
    },
    /** Resolves once nothing has been requested or answered for `quietMs`. */
    async quiet(quietMs = 800, timeoutMs = 30_000) {
      const start = Date.now();
      while (inFlight > 0 || Date.now() - lastActivity < quietMs) {
        if (Date.now() - start > timeoutMs) throw new Error(`network never went quiet (${inFlight} in flight)`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Every host but this machine's fails to resolve: off-origin requests fail at once (as playwright.config.ts's). */
export const OFF_ORIGIN_BLOCK = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost";

/** The bench's browser (scripts/browser.mjs), as the bench and the transfer budget launch it. */
export async function launchChromium(/** @type {string[]} */ extraArgs = []) {
  const { path } = await findChrome("bench");
  return chromium.launch({ executablePath: path, args: [...CHROME_FLAGS, ...extraArgs], headless: true });
}

/** @param {import("playwright-core").BrowserContext} context @param {Record<string, string>} storage */
export async function seed(context, storage) {
  await context.addInitScript((entries) => {
    try {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    } catch {
      // A document without storage access (about:blank): nothing to seed.
    }
  }, storage);
}

/** What a visit fetched of the build's JS and CSS (each file once), weighed from the build. @param {Transfer[]} transfers */
export function codeWeight(transfers) {
  const paths = [...new Set(transfers.filter((t) => t.status === 200).map((t) => new URL(t.url, "http://x").pathname))];
  return { js: weigh(paths.filter((p) => kindOf(p) === "js")), css: weigh(paths.filter((p) => kindOf(p) === "css")) };
}

/**
 * Measures one route:
 * - pageLoad: a first visit in a fresh context with service workers blocked:
 *   the page itself, until hydrated and the network is quiet;
 * - withPrecache: a first visit in a fresh context with the service worker:
 *   the page plus everything the worker fetches to precache the site, until
 *   it controls the page and the network is quiet;
 * - repeat: the same route again in that context (served by the worker);
 * - repeatHttpCache: the same route again in the first context (no worker:
 *   the HTTP cache and the Cache-Control headers alone).
 * @param {import("playwright-core").Browser} browser
 * @param {Awaited<ReturnType<typeof startRecordingServer>>} server
 * @param {string} route
 * @param {{ storage?: Record<string, string>, settled?: string }} [visit] localStorage seeded before the page's
 *   scripts run; a selector the visit waits for after hydration (e.g. a lookup's toast)
 */
export async function measureRoute(browser, server, route, { storage = {}, settled } = {}) {
  const target = new URL(route, server.url).href;
  // A fresh context; each visit is what the server answered until the network went quiet.
  const open = async (/** @type {"block" | "allow"} */ serviceWorkers) => {
    const context = await browser.newContext({ ...MOBILE, serviceWorkers });
    await seed(context, storage);
    const page = await context.newPage();
    const visit = async () => {
      await page.goto(target);
      await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 30_000 });
      if (settled) await page.waitForSelector(settled, { state: "attached", timeout: 30_000 });
      if (serviceWorkers === "allow")
        await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 });
      await server.quiet();
      return summarize(server.take());
    };
    return { visit, close: () => context.close() };
  };

  await server.quiet(300);
  server.take();
  const plain = await open("block");
  const pageLoad = await plain.visit();
  const repeatHttpCache = await plain.visit();
  await plain.close();

  const withSw = await open("allow");
  const withPrecache = await withSw.visit();
  const repeat = await withSw.visit();
  await withSw.close();

  return {
    pageLoad,
    withPrecache,
    repeat,
    repeatHttpCache,
    code: codeWeight(pageLoad.transfers),
  };
}
