/**
 * Offline after one visit: the service worker (vite.config.ts) precaches the
 * whole build on the first visit, so with the network off the site still
 * opens on any path, looks up an order and takes a purchase (cart and orders
 * live in localStorage). Every response the page gets while offline must
 * come from the service worker. A deploy while the worker is installed: deploy.spec.ts.
 */
import type { Page, Response } from "@playwright/test";
import { open, waitForHydration } from "./support/app";
import { expect, test } from "./support/fixtures";
import { NOT_FOUND_LOGS, waitForServiceWorker } from "./support/perf";
import { cartButton, checkoutToPayment, openDrawer, PRODUCTS } from "./support/shop";
import { UNAVAILABLE_PAGE } from "../../app/data/not-found";
import { TRY_AGAIN } from "../../app/data/update";
import { productPath } from "../../app/lib/slug";

// The config blocks service workers for the other specs; these are about the worker.
test.use({ serviceWorkers: "allow" });

async function gotoOffline(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} offline`).toBe(200);
  expect(response?.fromServiceWorker(), `${path} answered by the service worker`).toBe(true);
  await waitForHydration(page);
}

test("with the network off (which really is off) /shop takes a purchase, /track-order finds it and ORD-2024-001, / opens", async ({
  page,
  context,
  consoleErrors,
}) => {
  // The one fetch the worker does not answer (Chromium logs it).
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED \S+\/not-precached-\d+\.txt$/);
  await open(page, "/");
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const offlineResponses: Response[] = [];
  page.on("response", (r) => offlineResponses.push(r));
  const outcome = page.evaluate(() => fetch(`/not-precached-${Date.now()}.txt`, { cache: "no-store" }));
  await expect(outcome, "a fetch the worker does not answer").rejects.toThrow();
  await gotoOffline(page, "/shop");
  await expect(page.locator("h1")).toHaveText(/shop/i);
  await expect(page.locator('[data-testid="product-card"], article').first()).toBeVisible();
  // Product photos are cached on first use; one never seen online shows the offline image, never a broken one.
  const photo = page.locator('[data-testid="product-card"] img').first();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
  await page
    .getByRole("button", { name: /^Add to Cart/ })
    .first()
    .click();
  await expect(cartButton(page)).toHaveAttribute("aria-label", "Cart, 1 item");
  await openDrawer(page);
  const dlg = await checkoutToPayment(page);
  await dlg.getByLabel("M-Pesa number").fill("0712345678");
  await dlg.getByTestId("pay-button").click();
  // After the simulated 2 s payment the browser is at /track-order?id=<new id>.
  await page.waitForURL((u) => u.pathname === "/track-order" && /^ORD\d+$/.test(u.searchParams.get("id") ?? ""), {
    timeout: 15_000,
  });
  const orderId = new URL(page.url()).searchParams.get("id") ?? "";
  await expect(page.getByRole("dialog", { name: "Order Confirmed" })).toBeVisible();
  await expect(cartButton(page)).toHaveAttribute("aria-label", "Cart, 0 items");

  // Still offline, a fresh load of the tracking page finds the order saved in this browser.
  for (const id of [orderId, "ORD-2024-001"]) {
    await gotoOffline(page, `/track-order?id=${id}`);
    // Headed with the order ID once the simulated lookup (1.5 s) is done.
    await expect(page.getByRole("heading", { name: `Order ${id}` })).toBeVisible({ timeout: 10_000 });
  }
  await gotoOffline(page, "/");
  await expect(page.locator("h1")).toHaveCount(1);
  const notFromWorker = offlineResponses.filter((r) => !r.fromServiceWorker() && !/^(data|blob):/.test(r.url()));
  expect(
    notFromWorker.map((r) => r.url()),
    "responses that did not come from the service worker",
  ).toEqual([]);
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
  await expect(page.getByRole("button", { name: TRY_AGAIN })).toBeVisible();
});
