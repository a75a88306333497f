/**
 * Offline after one visit: the service worker (vite.config.ts) precaches the
 * whole build on the first visit, so with the network off the site still
 * opens on any path, looks up an order and takes a purchase (cart and orders
 * live in localStorage). Every response the page gets while offline must
 * come from the service worker.
 */
import type { Page, Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupE2E, waitForHydration, type GuardedPage, type OpenOptions } from "./harness";
import { waitForServiceWorker } from "./perf-helpers";

const { openPage } = setupE2E();

/** First visit online, until the service worker has precached the site and controls the page; then the network goes off. */
async function visitThenGoOffline(path: string, options: OpenOptions = {}): Promise<GuardedPage & { offlineResponses: Response[] }> {
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
    await page.waitForURL((u) => u.pathname === "/track-order" && /^ORD\d+$/.test(u.searchParams.get("id") ?? ""), { timeout: 15_000 });
    const orderId = new URL(page.url()).searchParams.get("id") ?? "";
    await page.getByRole("dialog", { name: "Order Confirmed" }).waitFor();
    await expect.poll(() => cart.getAttribute("aria-label")).toBe("Cart, 0 items");

    // Still offline, a fresh load of the tracking page finds the order saved in this browser.
    await gotoOffline(g, `/track-order?id=${orderId}`);
    await lookUpOrder(page, orderId);
    expect(notFromServiceWorker(g.offlineResponses), "responses that did not come from the service worker").toEqual([]);
  });
});
