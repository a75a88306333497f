/**
 * Offline after one visit: the service worker (vite.config.ts) precaches the
 * whole build on the first visit, so with the network off the site still
 * opens on any path, looks up an order and takes a purchase (cart and orders
 * live in localStorage). Every response the page gets while offline must
 * come from the service worker.
 */
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHELL_FILE } from "../../scripts/build/route-html.mjs";
import { createHandler } from "../../scripts/serve.mjs";
import { BUILD_CLIENT } from "../../scripts/weight.mjs";
import { setupE2E, waitForHydration, type GuardedPage, type OpenOptions } from "./harness";
import { collectErrors, launchChromium, MOBILE, pollPage, waitForServiceWorker } from "./perf-helpers";

const { openPage } = setupE2E();

/** First visit online, until the service worker has precached the site and controls the page; then the network goes off. */
async function visitThenGoOffline(
  path: string,
  options: OpenOptions = {},
): Promise<GuardedPage & { offlineResponses: Response[] }> {
  const g = await openPage(path, options);
  await waitForServiceWorker(g.page);
  await g.context.setOffline(true);
  const offlineResponses: Response[] = [];
  g.page.on("response", (r) => offlineResponses.push(r));
  return { ...g, offlineResponses };
}

function notFromServiceWorker(responses: Response[]): string[] {
  return responses.filter((r) => !r.fromServiceWorker() && !/^(data|blob):/.test(r.url())).map((r) => r.url());
}

async function gotoOffline(g: GuardedPage, path: string) {
  const response = await g.page.goto(g.url(path));
  expect(response?.status(), `${path} offline`).toBe(200);
  expect(response?.fromServiceWorker(), `${path} answered by the service worker`).toBe(true);
  await waitForHydration(g.page);
}

async function lookUpOrder(page: Page, orderId: string) {
  // The simulated lookup takes 1.5 s; the result is headed with the order ID.
  await page.getByRole("heading", { name: new RegExp(`Order ${orderId}`) }).waitFor({ timeout: 10_000 });
}

describe("offline after the first visit", () => {
  it("the network really is off: a fetch the worker does not answer fails", async () => {
    // Chrome logs the failed request; that is what this test expects.
    const g = await visitThenGoOffline("/", { expectConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });
    const outcome = await g.page.evaluate(async () => {
      try {
        await fetch(`/not-precached-${Date.now()}.txt`, { cache: "no-store" });
        return "reached the network";
      } catch {
        return "failed";
      }
    });
    expect(outcome).toBe("failed");
    expect(g.consoleErrors.some((e) => /ERR_INTERNET_DISCONNECTED/.test(e))).toBe(true);
  });

  it("/, /shop and /track-order?id=ORD-2024-001 open with the network off; the order is found", async () => {
    const g = await visitThenGoOffline("/");
    await gotoOffline(g, "/shop");
    await expect(g.page.locator("h1").innerText()).resolves.toMatch(/shop/i);
    expect(await g.page.locator('[data-testid="product-card"], article').count()).toBeGreaterThan(0);
    await gotoOffline(g, "/track-order?id=ORD-2024-001");
    await lookUpOrder(g.page, "ORD-2024-001");
    await gotoOffline(g, "/");
    expect(await g.page.locator("h1").count()).toBe(1);
    expect(notFromServiceWorker(g.offlineResponses), "responses that did not come from the service worker").toEqual([]);
  });

  it("a purchase completes with the network off, and the new order is then tracked", async () => {
    const g = await visitThenGoOffline("/");
    const { page } = g;
    await gotoOffline(g, "/shop");

    const add = page.getByRole("button", { name: /^Add to Cart|^Add .* to cart/i }).first();
    await add.click();
    const cart = page.getByRole("button", { name: /^Cart, \d+ items?$/ });
    await expect.poll(() => cart.getAttribute("aria-label")).toBe("Cart, 1 item");
    await cart.click();

    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout" });
    await checkout.waitFor();
    await checkout.getByLabel(/^(Full )?name/i).fill("Wanjiku Kamau");
    await checkout.getByLabel(/^Email/i).fill("wanjiku@example.co.ke");
    await checkout.getByLabel(/^Phone/i).fill("0712345678");
    await checkout.getByRole("button", { name: /Continue/i }).click();

    // Payment: M-Pesa is the default method.
    const mpesa = page.getByLabel(/M-Pesa number/i);
    await mpesa.waitFor();
    await mpesa.fill("0712345678");
    await page.getByRole("button", { name: /^Pay\b/i }).click();

    // After the simulated 2 s payment the browser is at /track-order?id=<new id>.
    await page.waitForURL((u) => u.pathname === "/track-order" && /^ORD\d+$/.test(u.searchParams.get("id") ?? ""), {
      timeout: 15_000,
    });
    const orderId = new URL(page.url()).searchParams.get("id") ?? "";
    await page.getByRole("dialog", { name: "Order Confirmed" }).waitFor();
    await expect.poll(() => cart.getAttribute("aria-label")).toBe("Cart, 0 items");

    // Still offline, a fresh load of the tracking page finds the order saved in this browser.
    await gotoOffline(g, `/track-order?id=${orderId}`);
    await lookUpOrder(page, orderId);
    expect(notFromServiceWorker(g.offlineResponses), "responses that did not come from the service worker").toEqual([]);
  });
});

/**
 * A deploy while a visitor has the worker installed: the next visit shows the
 * new build, and once the new worker has taken over, an offline visit gets
 * the new build's neutral shell (never the old one with assets that may be gone).
 * Two "deploys" of the same build: B's HTML files carry a marker, and B's
 * sw.js lists its shell under a new revision, as a rebuild would.
 */
/** The neutral shell's entry in sw.js's precache list (its revision is group 2). */
const SHELL_REVISION = new RegExp(`(\\{url:"${SHELL_FILE.replace(".", "\\.")}",revision:")([\\da-f]+)(")`);

describe("a new deploy", () => {
  let browser: Browser;
  let server: Server;
  let serve: (req: IncomingMessage, res: ServerResponse) => void;
  let origin = "";
  const dirs: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    server = createServer((req, res) => serve(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  function deploy(root: string) {
    const handler = createHandler(root);
    serve = (req, res) =>
      handler(req, res, () => {
        res.statusCode = 404;
        res.end("Not found");
      });
  }

  function copyOfBuild(marker?: string): string {
    const dir = mkdtempSync(join(tmpdir(), "deploy-"));
    dirs.push(dir);
    cpSync(BUILD_CLIENT, dir, { recursive: true });
    if (marker) {
      // Every page's HTML file and the neutral shell (the worker's offline fallback) carry B's marker,
      // in their inline script (app/root.tsx): React leaves its text alone, so hydration is unaffected.
      const htmlFiles = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"));
      expect(htmlFiles).toContain(SHELL_FILE);
      for (const file of htmlFiles) {
        const path = join(dir, file);
        const html = readFileSync(path, "utf8");
        const marked = html.replace("<body><script>", `<body><script>window.__build=${JSON.stringify(marker)};`);
        expect(marked, file).not.toBe(html);
        writeFileSync(path, marked);
        rmSync(`${path}.br`, { force: true });
        rmSync(`${path}.gz`, { force: true });
      }
      const swPath = join(dir, "sw.js");
      const sw = readFileSync(swPath, "utf8");
      const revised = sw.replace(
        SHELL_REVISION,
        `$1${createHash("md5")
          .update(readFileSync(join(dir, SHELL_FILE)))
          .digest("hex")}$3`,
      );
      expect(revised).not.toBe(sw);
      writeFileSync(swPath, revised);
      rmSync(`${swPath}.br`, { force: true });
      rmSync(`${swPath}.gz`, { force: true });
    }
    return dir;
  }

  it("is picked up on the next visit, and the new worker's offline copy is the new build", async () => {
    deploy(copyOfBuild());
    const context = await browser.newContext({ ...MOBILE });
    try {
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${origin}/`);
      await waitForHydration(page);
      await waitForServiceWorker(page);
      const firstWorker = await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
      );
      expect(firstWorker).toBe(`${origin}/sw.js`);
      expect(await page.evaluate(() => (window as unknown as { __build?: string }).__build)).toBeUndefined();

      deploy(copyOfBuild("B"));
      // The next visit: the new shop.html straight away (navigations go to the network first).
      await page.goto(`${origin}/shop`);
      await waitForHydration(page);
      expect(await page.evaluate(() => (window as unknown as { __build?: string }).__build)).toBe("B");
      // The browser checks sw.js on that navigation; the new worker precaches B and takes over:
      // its activation replaces A's neutral shell in the precache by B's.
      const revision = (dir: string) => SHELL_REVISION.exec(readFileSync(join(dir, "sw.js"), "utf8"))?.[2];
      const [revA, revB] = [revision(dirs[0]!), revision(dirs[1]!)];
      expect(revA && revB && revA !== revB).toBe(true);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await pollPage(
        page,
        async ([a, b]) => {
          const reg = await navigator.serviceWorker.getRegistration();
          const names = await caches.keys();
          const keys = (
            await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)))
          ).flat();
          return (
            reg?.active?.state === "activated" &&
            !reg.installing &&
            !reg.waiting &&
            keys.some((u) => u.includes(`__WB_REVISION__=${b}`)) &&
            !keys.some((u) => u.includes(`__WB_REVISION__=${a}`))
          );
        },
        [revA, revB] as const,
      );
      await context.setOffline(true);
      const response = await page.goto(`${origin}/track-order`);
      expect(response?.fromServiceWorker()).toBe(true);
      await waitForHydration(page);
      expect(
        await page.evaluate(() => (window as unknown as { __build?: string }).__build),
        "the offline copy is the new build",
      ).toBe("B");
      expect(await page.locator("h1").count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
