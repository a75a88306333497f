/**
 * Offline after one visit: the service worker (vite.config.ts) precaches the
 * whole build on the first visit, so with the network off the site still
 * opens on any path, looks up an order and takes a purchase (cart and orders
 * live in localStorage). Every response the page gets while offline must
 * come from the service worker.
 */
import type { BrowserContext, Page, Response } from "@playwright/test";
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeCsp } from "../../scripts/build/csp.mjs";
import { OFFLINE_FILE } from "../../scripts/build/service-worker.mjs";
import { createHandler } from "../../scripts/serve.mjs";
import { open, waitForHydration } from "./support/app";
import { expect, test } from "./support/fixtures";
import { BUILD_CLIENT, MOBILE, NOT_FOUND_LOGS, waitForServiceWorker } from "./support/perf";
import { PRODUCTS } from "./support/shop";
import { UNAVAILABLE_PAGE } from "../../app/data/not-found";
import { productPath } from "../../app/lib/slug";

// The config blocks service workers for the other specs; these are about the worker.
test.use({ serviceWorkers: "allow" });

/** First visit online, until the service worker has precached the site and controls the page; then the network goes off. */
async function visitThenGoOffline(page: Page, context: BrowserContext, path: string): Promise<Response[]> {
  await open(page, path);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const offlineResponses: Response[] = [];
  page.on("response", (r) => offlineResponses.push(r));
  return offlineResponses;
}

function notFromServiceWorker(responses: Response[]): string[] {
  return responses.filter((r) => !r.fromServiceWorker() && !/^(data|blob):/.test(r.url())).map((r) => r.url());
}

async function gotoOffline(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} offline`).toBe(200);
  expect(response?.fromServiceWorker(), `${path} answered by the service worker`).toBe(true);
  await waitForHydration(page);
}

async function lookUpOrder(page: Page, orderId: string) {
  // The simulated lookup takes 1.5 s; the result is headed with the order ID.
  await expect(page.getByRole("heading", { name: new RegExp(`Order ${orderId}`) })).toBeVisible({ timeout: 10_000 });
}

test.describe("offline after the first visit", () => {
  test("the network really is off: a fetch the worker does not answer fails", async ({
    page,
    context,
    consoleErrors,
  }) => {
    // Chrome logs the failed request; that is what this test expects.
    consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
    await visitThenGoOffline(page, context, "/");
    const outcome = await page.evaluate(async () => {
      try {
        await fetch(`/not-precached-${Date.now()}.txt`, { cache: "no-store" });
        return "reached the network";
      } catch {
        return "failed";
      }
    });
    expect(outcome).toBe("failed");
    await expect.poll(() => consoleErrors.seen.some((e) => /ERR_INTERNET_DISCONNECTED/.test(e))).toBe(true);
  });

  test("/, /shop and /track-order?id=ORD-2024-001 open with the network off; the order is found", async ({
    page,
    context,
  }) => {
    const offlineResponses = await visitThenGoOffline(page, context, "/");
    await gotoOffline(page, "/shop");
    await expect(page.locator("h1")).toHaveText(/shop/i);
    await expect(page.locator('[data-testid="product-card"], article').first()).toBeVisible();
    // Product photos are cached on first use; one never seen online shows the offline image, never a broken one.
    const photo = page.locator('[data-testid="product-card"] img').first();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
    await gotoOffline(page, "/track-order?id=ORD-2024-001");
    await lookUpOrder(page, "ORD-2024-001");
    await gotoOffline(page, "/");
    await expect(page.locator("h1")).toHaveCount(1);
    expect(notFromServiceWorker(offlineResponses), "responses that did not come from the service worker").toEqual([]);
  });

  test("a purchase completes with the network off, and the new order is then tracked", async ({ page, context }) => {
    const offlineResponses = await visitThenGoOffline(page, context, "/");
    await gotoOffline(page, "/shop");

    await page
      .getByRole("button", { name: /^Add to Cart|^Add .* to cart/i })
      .first()
      .click();
    const cart = page.getByRole("button", { name: /^Cart, \d+ items?$/ });
    await expect(cart).toHaveAttribute("aria-label", "Cart, 1 item");
    await cart.click();

    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout" });
    await expect(checkout).toBeVisible();
    await checkout.getByLabel(/^(Full )?name/i).fill("Wanjiku Kamau");
    await checkout.getByLabel(/^Email/i).fill("wanjiku@example.co.ke");
    await checkout.getByLabel(/^Phone/i).fill("0712345678");
    await checkout.getByRole("button", { name: /Continue/i }).click();

    // Payment: M-Pesa is the default method.
    const mpesa = page.getByLabel(/M-Pesa number/i);
    await mpesa.fill("0712345678");
    await page.getByRole("button", { name: /^Pay\b/i }).click();

    // After the simulated 2 s payment the browser is at /track-order?id=<new id>.
    await page.waitForURL((u) => u.pathname === "/track-order" && /^ORD\d+$/.test(u.searchParams.get("id") ?? ""), {
      timeout: 15_000,
    });
    const orderId = new URL(page.url()).searchParams.get("id") ?? "";
    await expect(page.getByRole("dialog", { name: "Order Confirmed" })).toBeVisible();
    await expect(cart).toHaveAttribute("aria-label", "Cart, 0 items");

    // Still offline, a fresh load of the tracking page finds the order saved in this browser.
    await gotoOffline(page, `/track-order?id=${orderId}`);
    await lookUpOrder(page, orderId);
    expect(notFromServiceWorker(offlineResponses), "responses that did not come from the service worker").toEqual([]);
  });

  test("product pages offline: one seen opens; an unknown slug is the 404 page where the phone has the index; one never seen says it could not load", async ({
    page,
    context,
    consoleErrors,
  }) => {
    // Offline, the catalogue files never fetched fail (Chromium logs them); the 404 page logs its path.
    consoleErrors.allow(
      ...NOT_FOUND_LOGS,
      /net::ERR_(FAILED|INTERNET_DISCONNECTED) \S+\/catalogue\/products\/[\w-]+\.json$/,
    );
    await open(page, "/");
    await waitForServiceWorker(page);
    // Online: a search (the catalogue's index), then a product's page by a link (its catalogue file).
    await open(page, "/shop?q=case");
    await expect(page.getByTestId("product-list")).toBeVisible();
    const seen = PRODUCTS.find((p) => /case/i.test(p.name))!;
    await page.getByRole("link", { name: seen.name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(seen.name);
    await context.setOffline(true);

    await gotoOffline(page, productPath(seen));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(seen.name);
    await gotoOffline(page, "/shop/no-such-product");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.locator("main code")).toHaveText("/shop/no-such-product");
    const unseen = PRODUCTS.find((p) => p.id !== seen.id && !/case/i.test(`${p.name} ${p.description}`))!;
    await gotoOffline(page, productPath(unseen));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(UNAVAILABLE_PAGE.title);
    await expect(page.getByRole("button", { name: UNAVAILABLE_PAGE.retry })).toBeVisible();
  });
});

/**
 * A deploy while a visitor has the worker installed: the next visit shows the
 * new build; the new worker waits while a page of the old one is open, then takes
 * over, and an offline visit gets the new build's offline page (never the old one
 * with assets that may be gone).
 * Two "deploys" of the same build: B's HTML files carry a marker, and B's
 * sw.js lists it under a new revision, as a rebuild would.
 */
test.describe("a new deploy", () => {
  test("is picked up on the next visit; the new worker waits for the open page, then its offline copy is the new build", async ({
    newContext,
  }) => {
    const dirs: string[] = [];
    let handler = createHandler(BUILD_CLIENT);
    const deploy = (root: string) => {
      handler = createHandler(root);
    };
    const server = createServer((req, res) =>
      handler(req, res, () => {
        res.statusCode = 404;
        res.end("Not found");
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    async function copyOfBuild(marker?: string): Promise<string> {
      const dir = mkdtempSync(join(tmpdir(), "deploy-"));
      dirs.push(dir);
      cpSync(BUILD_CLIENT, dir, { recursive: true });
      if (marker) {
        // Every page's HTML file and the offline page (the worker's offline fallback) carry B's marker
        // in their inline script that registers the worker (app/root.tsx): React leaves its text alone, so
        // hydration is unaffected.
        const htmlFiles = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"));
        expect(htmlFiles).toContain(OFFLINE_FILE);
        for (const file of htmlFiles) {
          const path = join(dir, file);
          const html = readFileSync(path, "utf8");
          const edited = html.replace(
            '<script>"serviceWorker"',
            `<script>window.__build=${JSON.stringify(marker)};"serviceWorker"`,
          );
          expect(edited, file).not.toBe(html);
          writeFileSync(path, edited);
          rmSync(`${path}.br`, { force: true });
          rmSync(`${path}.gz`, { force: true });
        }
        // A changed inline script needs its hash in the CSP, as a rebuild would write it.
        await writeCsp(dir);
        const marked = readFileSync(join(dir, OFFLINE_FILE), "utf8");
        const swPath = join(dir, "sw.js");
        const sw = readFileSync(swPath, "utf8");
        const revised = sw.replace(
          /(\{url:"offline\/index\.html",revision:")[\da-f]+(")/,
          `$1${createHash("md5").update(marked).digest("hex")}$2`,
        );
        expect(revised).not.toBe(sw);
        writeFileSync(swPath, revised);
        rmSync(`${swPath}.br`, { force: true });
        rmSync(`${swPath}.gz`, { force: true });
      }
      return dir;
    }
    const build = (page: Page) => page.evaluate(() => (window as unknown as { __build?: string }).__build);

    try {
      deploy(await copyOfBuild());
      const context = await newContext({ ...MOBILE, baseURL: origin });
      const page = await context.newPage();
      await open(page, "/");
      await waitForServiceWorker(page);
      const firstWorker = await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
      );
      expect(firstWorker).toBe(`${origin}/sw.js`);
      expect(await build(page)).toBeUndefined();

      deploy(await copyOfBuild("B"));
      // The next visit: the new shop page straight away (navigations go to the network first).
      await open(page, "/shop");
      expect(await build(page)).toBe("B");
      // The browser checks sw.js on that navigation; the new worker precaches B and waits while A's page is
      // open (A's files stay in the precache for it); with no page open it takes over: its activation replaces
      // A's offline page (offline/index.html) in the precache by B's.
      const revision = (dir: string) =>
        /\{url:"offline\/index\.html",revision:"([\da-f]+)"/.exec(readFileSync(join(dir, "sw.js"), "utf8"))?.[1];
      const [revA, revB] = [revision(dirs[0]!), revision(dirs[1]!)];
      expect(revA && revB && revA !== revB).toBe(true);
      const precache = (p: Page) =>
        p.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration();
          const names = await caches.keys();
          const keys = (
            await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)))
          ).flat();
          return { waiting: !!reg?.waiting, active: reg?.active?.state, installing: !!reg?.installing, keys };
        });
      const holds = (keys: string[], rev: string) => keys.some((u) => u.includes(`__WB_REVISION__=${rev}`));
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await expect
        .poll(
          async () => {
            const { waiting, keys } = await precache(page);
            return waiting && holds(keys, revA!) && holds(keys, revB!);
          },
          { timeout: 30_000, message: "the new worker waiting, A's offline page kept beside B's" },
        )
        .toBe(true);
      await page.close();
      const next = await context.newPage();
      await open(next, "/");
      await expect
        .poll(
          async () => {
            const { waiting, installing, active, keys } = await precache(next);
            return active === "activated" && !waiting && !installing && holds(keys, revB!) && !holds(keys, revA!);
          },
          { timeout: 30_000, message: "with no page of A open, the new worker active, with B's offline page only" },
        )
        .toBe(true);
      await context.setOffline(true);
      const response = await next.goto("/track-order");
      expect(response?.fromServiceWorker()).toBe(true);
      await waitForHydration(next);
      expect(await build(next), "the offline copy is the new build").toBe("B");
      await expect(next.locator("h1")).toHaveCount(1);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
});
