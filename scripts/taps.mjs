// What a customer on a cheap phone feels, which Lighthouse does not measure: when taps are answered.
// Each run loads a page in Chromium under Lighthouse's mobile throttling, applied for real (DevTools'
// Slow 4G and a 4x slower CPU), at 390 px:
// - streak: the cart button tapped every 50 ms from first paint until the cart drawer shows; the time
//   of the first tap (after navigation start) and of the answer. Taps are held until the app has
//   hydrated and replayed in order (app/lib/browser/early-events.ts), so the first tap is the one answered.
// - tap at paint: one product in the cart, one tap on the cart button at first paint, how long until a
//   dialog shows (the drawer's frame, which the early event contract opens until the drawer's code is
//   here) and until the cart's contents (its line item, in the drawer itself) are on screen. Measured
//   the same way on another shop (the bench's --peer): its cart control and its cart's line item.
// - INP: 10 taps on the menu button after the load event, the slowest one's event duration
//   (Event Timing, as the web-vitals library reads it for pages with fewer than 50 interactions).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { seed } from "./transfer.mjs";
import { BUILD_CLIENT } from "./weight.mjs";

/** @param {number[]} values */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
/** Each figure's median over the runs. @param {Record<string, number>[]} runs */
const medians = (runs) => Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));

/** The key routes, whose taps are timed (and the catalogue bench weighs): home, the shop, a product, a tracking link. */
export const KEY_ROUTES = ["/", "/shop", "/shop/iphone-15-pro-magsafe-clear-case", "/track-order?id=ORD-2024-001"];

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const TAP_EVERY_MS = 50;

// A shop's cart as the tap at paint sees it: the control tapped (a Playwright selector), the cart's line item once
// it shows (CSS) and the localStorage that puts one product in the cart.
/** Ours: the iPhone 15 Pro case in the cart, as lib/stores/cart-storage keeps it (read from the build's catalogue). */
const OUR_CART = {
  control: '[data-testid="cart-button"]',
  contents: '[data-testid="cart-drawer"][open] [data-testid="cart-item"]',
  get storage() {
    const file = join(BUILD_CLIENT, "catalogue/products/iphone-15-pro-magsafe-clear-case.json");
    const { id, name, price, image, description, category } = JSON.parse(readFileSync(file, "utf8")).product;
    const items = [{ id, name, price, image, description, category, quantity: 1 }];
    return { "cart-storage": JSON.stringify({ state: { items }, version: 0 }) };
  },
};

/**
 * The peer (BrianMulandi/electroshop-kenya-deals, client-rendered): its first product in its cart as its
 * useCart keeps it, the header's cart link shown at 390 px, and the cart page's line item (its picture's alt).
 */
const PEER_CART = {
  control: 'header a[href="/cart"] >> visible=true',
  contents: 'main img[alt="Samsung Galaxy S24 Ultra"]',
  storage: {
    "electroshop-cart": JSON.stringify([
      {
        id: "1",
        name: "Samsung Galaxy S24 Ultra",
        price: 125000,
        image: "https://images.unsplash.com/photo-1511707171634-5f897ff02aa9?w=400&h=400&fit=crop",
        description: "Flagship smartphone with S Pen, advanced cameras, and AI features",
        quantity: 1,
      },
    ]),
  },
};

/** In the page before anything runs: the first trusted tap, when a dialog first shows and the cart's contents. */
function instrument(/** @type {string} */ contents) {
  const w = /** @type {any} */ (window);
  w.__taps = { taps: [], answeredAt: null, contentsAt: null, durations: [] };
  addEventListener("click", (e) => e.isTrusted && w.__taps.taps.push(performance.now()), true);
  new MutationObserver(() => {
    if (w.__taps.answeredAt === null && document.querySelector('[role="dialog"], dialog[open]'))
      w.__taps.answeredAt = performance.now();
    if (w.__taps.contentsAt === null && document.querySelector(contents)) w.__taps.contentsAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
  new PerformanceObserver((list) => {
    for (const e of /** @type {any[]} */ (list.getEntries())) if (e.interactionId) w.__taps.durations.push(e.duration);
  }).observe(/** @type {any} */ ({ type: "event", durationThreshold: 16, buffered: true }));
}

/** `run` on a page of a fresh context, throttled, instrumented for `cart`; the context is closed after. */
async function onThrottledPage(browser, storage, cart, run) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
  await seed(context, storage);
  await context.addInitScript(instrument, cart.contents);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  // DevTools' Slow 4G as Lighthouse applies it (its "devtools" throttling, in Kbps), and its 4x CPU slowdown.
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150 * 3.75,
    downloadThroughput: (1638.4 * 0.9 * 1024) / 8,
    uploadThroughput: (750 * 0.9 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  try {
    return await run(page);
  } finally {
    await context.close();
  }
}

/** Opens `url`; resolves once the page has painted (first-contentful-paint) and the cart control is in it. */
async function firstPaint(page, url, control = OUR_CART.control) {
  await page.goto(url, { waitUntil: "commit" });
  await page.locator(control).waitFor({ state: "visible", timeout: 60_000 });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
    polling: 10,
    timeout: 60_000,
  });
}

const read = (page) => page.evaluate(() => /** @type {any} */ (window).__taps);

async function streak(browser, url, storage) {
  return onThrottledPage(browser, storage, OUR_CART, async (page) => {
    await firstPaint(page, url);
    // Visible (firstPaint waited for it), so it has a box.
    const box = await page.getByTestId("cart-button").boundingBox();
    for (let i = 0; i < 400 && (await read(page)).answeredAt === null; i++) {
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(TAP_EVERY_MS);
    }
    const t = await read(page);
    return {
      firstTapMs: t.taps[0],
      answeredMs: t.answeredAt,
      tapsBeforeAnswer: t.taps.filter((x) => x < t.answeredAt).length,
    };
  });
}

/**
 * One tap on the cart's control at first paint, with one product in the cart: when it was tapped, how long
 * until a dialog showed (none on a shop whose cart is a page) and until the cart's contents did (and when, from the
 * visit's start).
 */
async function tapAtPaint(browser, url, storage = {}, cart = OUR_CART) {
  return onThrottledPage(browser, { ...storage, ...cart.storage }, cart, async (page) => {
    await firstPaint(page, url, cart.control);
    await page.locator(cart.control).click({ noWaitAfter: true });
    await page.waitForFunction(() => /** @type {any} */ (window).__taps.contentsAt !== null, null, {
      timeout: 60_000,
    });
    const { taps, answeredAt, contentsAt } = await read(page);
    const tapMs = taps[0];
    return { tapMs, delayMs: (answeredAt ?? NaN) - tapMs, contentsMs: contentsAt - tapMs, contentsAtMs: contentsAt };
  });
}

async function inpAfterLoad(browser, url, storage) {
  return onThrottledPage(browser, storage, OUR_CART, async (page) => {
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    const menu = page.getByRole("button", { name: "Menu" });
    for (let i = 0; i < 10; i++) {
      await menu.click();
      await page.waitForTimeout(300);
    }
    const { durations } = await read(page);
    return { inpMs: durations.length ? Math.max(...durations) : 0, interactions: durations.length };
  });
}

/** Median of `runs` of each measure on `url`. */
export async function tapsMedian(browser, url, runs, storage = {}) {
  const all = { streak: [], atPaint: [], inp: [] };
  for (let i = 0; i < runs; i++) {
    all.streak.push(await streak(browser, url, storage));
    all.atPaint.push(await tapAtPaint(browser, url, storage));
    all.inp.push(await inpAfterLoad(browser, url, storage));
  }
  return { streak: medians(all.streak), atPaint: medians(all.atPaint), inp: medians(all.inp), runs: all };
}

/**
 * Ours and the peer, alternating, `runs` each (at least 5): a tap at first paint with one product in the cart. Their
 * medians: when the tap came, how long after it the cart's contents showed, and when that was from the
 * visit's start (`contentsAtMs`, the figure compared: a client-rendered shop paints only once its code has
 * run, so it answers its first-paint tap at once, later in the visit).
 */
export async function cartVersusPeer(browser, ourUrl, peerUrl, runs) {
  const all = { ours: [], theirs: [] };
  const sides = { ours: [ourUrl, OUR_CART], theirs: [peerUrl, PEER_CART] };
  for (let i = 0; i < Math.max(runs, 5); i++) {
    for (const side of i % 2 ? ["theirs", "ours"] : ["ours", "theirs"])
      all[side].push(await tapAtPaint(browser, sides[side][0], {}, sides[side][1]));
  }
  const ours = medians(all.ours);
  const theirs = medians(all.theirs);
  return { ours, theirs, ratio: ours.contentsAtMs / theirs.contentsAtMs, runs: all };
}
