/** "On this phone" (issue 12): installable, My orders, receipts, sharing (bookings: services.spec.ts; bad input: fits.spec.ts). */
import { chromium, type Page } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROME_FLAGS, findChrome } from "../../scripts/browser.mjs";
import { expectFrameCalledOff, focused, holdAssets, open, tabTo, waitForHydration } from "./support/app";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { TRACKING_LINKS } from "./support/perf";
import { buy, checkout, ORDERS_KEY, PRODUCTS } from "./support/shop";
import { expectToast } from "./support/toasts";

/** In print, the receipt (holding `id`) alone: no other element with text of its own shows; then back to screen. */
async function expectReceiptPrintedAlone(page: Page, id: string) {
  const receipt = page.getByTestId("receipt");
  await page.emulateMedia({ media: "print" });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(id);
  const outside = await page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>("*")]
      .filter((el) => !el.closest('[data-testid="receipt"]') && !el.querySelector('[data-testid="receipt"]'))
      .filter((el) => el.checkVisibility() && el.getClientRects().length > 0)
      .map((el) => el.tagName.toLowerCase() + ":" + (el.textContent ?? "").trim().slice(0, 40)),
  );
  expect(outside).toEqual([]);
  await page.emulateMedia({ media: "screen" });
  await expect(receipt).toBeHidden();
}

test("installable: the manifest is linked and Chromium reports no installability errors (persistent profile)", async ({
  baseURL,
}) => {
  const profile = mkdtempSync(join(tmpdir(), "phone-install-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: (await findChrome("bench")).path,
    args: CHROME_FLAGS,
    headless: true,
    baseURL,
  });
  try {
    const page = await context.newPage();
    await open(page, "/");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    // What the manifest says: test/web-app.test.ts.
    const cdp = await context.newCDPSession(page);
    expect((await cdp.send("Page.getAppManifest")).errors).toEqual([]);
    // The check waits for the service worker to control the page: poll until it settles.
    await expect
      .poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors, { timeout: 20_000 })
      .toEqual([]);
    // When the browser offers installation (beforeinstallprompt, which headless Chromium fires or not
    // depending on its heuristics), the Install app button shows: an offer is made here to be sure.
    await page.evaluate(() => {
      const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: "dismissed" }),
      });
      window.dispatchEvent(offer);
    });
    await expect(page.getByRole("button", { name: "Install app" })).toBeVisible();
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("My orders: a purchase, its receipt on the confirmation printed alone, the order listed, tracked from the list by keyboard, its link copied without navigator.share; forgetting asks first (Cancel first), then clears and says so; a product card's link copied", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  const id = await buy(page);
  const dlg = checkout(page);
  await expect(dlg.getByRole("button", { name: "Print or save receipt" })).toBeVisible();
  await expectReceiptPrintedAlone(page, id);

  await dlg.getByRole("button", { name: "View Order Tracking" }).click();
  await open(page, "/track-order");
  const list = page.getByTestId("my-orders");
  await expect(list.getByRole("heading", { name: "My orders" })).toBeVisible();
  const entry = list.getByTestId("my-order");
  await expect(entry).toHaveCount(1);
  for (const text of [id, "Confirmed", "KSh"]) await expect(entry).toContainText(text);
  await expectNoAxeViolations(page, { label: "My orders" });
  await tabTo(page, entry.getByRole("button", { name: `Track ${id}` }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`\\?id=${id}$`));
  await expect(page.getByRole("heading", { name: `Order ${id}` })).toBeVisible({ timeout: 10_000 });
  await expectToast(page, "Order Found", "Order details loaded successfully.");
  const result = page.getByTestId("order-result");
  await expect(result.getByRole("button", { name: "Print or save receipt" })).toBeVisible();
  await expectNoAxeViolations(page, { label: "found order with receipt and share" });
  await tabTo(page, result.getByRole("button", { name: `Copy link order ${id}` }), { back: true });
  await page.keyboard.press("Enter");
  await expectToast(page, "Link copied", "Paste it anywhere to share it.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  const forget = page.getByRole("button", { name: "Forget orders on this device" });
  await tabTo(page, forget);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Forget orders on this device?" });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expectNoAxeViolations(page, { label: "forget orders dialog" });
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(forget).toBeFocused();
  await expect(entry).toHaveCount(1);
  await page.keyboard.press("Enter");
  await dialog.getByRole("button", { name: "Forget orders" }).click();
  await expectToast(page, "Orders forgotten", "This device no longer lists your orders.");
  await expect(list).toHaveCount(0);
  await expect(page.locator("#order-id")).toBeFocused();
  expect(await page.evaluate((k) => localStorage.getItem(k), ORDERS_KEY)).toBe('{"state":{"orders":[]},"version":0}');
  await page.reload();
  await waitForHydration(page);
  await expect(list).toHaveCount(0);

  // A product card's link is its product page.
  await open(page, "/shop");
  const name = PRODUCTS[0]!.name;
  await page.getByRole("button", { name: `Copy link ${name}` }).click();
  await expectToast(page, "Link copied", "Paste it anywhere to share it.");
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname).toMatch(/^\/shop\/[a-z0-9-]+$/);
  await expect(page.getByRole("button", { name: `Add to Cart: ${name}`, exact: true })).toHaveCount(1);
});

test("Print and Forget, pressed while their code is on the way, open the loading frame at once; what they open takes its place (the receipt printed alone), or nothing once the frame is closed; Share opens the sheet with no code to fetch", async ({
  page,
}) => {
  // A tracking link of an order placed on this device: its result prints, and My orders can be forgotten.
  const link = TRACKING_LINKS.find((l) => Object.keys(l.storage).length > 0)!;
  const storage = link.storage as Record<string, string>;
  await page.addInitScript((storage) => {
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void (window as unknown as { printed: number }).printed++;
    // A phone's share sheet, which records what it was given.
    (window as unknown as { shared: unknown[] }).shared = [];
    Navigator.prototype.share = (data?: ShareData) => {
      (window as unknown as { shared: unknown[] }).shared.push(data);
      return Promise.resolve();
    };
  }, storage);
  // Each chunk held until released: a phone that has not fetched it yet.
  const hold = (chunk: string) => holdAssets(page, new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`));
  const releaseReceipt = await hold("Receipt");
  const releaseForget = await hold("ForgetDialog");
  const printed = () => page.evaluate(() => (window as unknown as { printed: number }).printed);
  const frame = page.locator("dialog#loading-frame");
  const id = new URL(link.route, "http://x").searchParams.get("id")!;
  await open(page, link.route);
  await expect(page.getByTestId("order-result")).toBeVisible({ timeout: 10_000 });

  const print = page.getByRole("button", { name: "Print or save receipt" });
  await print.click();
  await expect(page.getByRole("dialog", { name: "Print or save receipt" })).toBeVisible();
  await expect(frame.getByRole("status")).toHaveText("Loading…");
  await expect.poll(() => focused(page)).toMatchObject({ name: "Close" });
  await expectNoAxeViolations(page, { label: "the loading frame" });
  releaseReceipt();
  await expect.poll(printed).toBe(1);
  await expect(frame).toBeHidden();
  await expect(print).toBeFocused();
  // In print, the receipt alone (what it holds: test/phone-components.test.tsx).
  await expectReceiptPrintedAlone(page, id);

  // Closed while the dialog's code loads: nothing opens when it comes.
  const forget = page.getByRole("button", { name: "Forget orders on this device" });
  const dialog = page.getByRole("dialog", { name: "Forget orders on this device?" });
  await forget.click();
  await expect(page.getByRole("dialog", { name: "Forget orders on this device" })).toBeVisible();
  const chunk = /\/assets\/ForgetDialog-/;
  await expectFrameCalledOff(page, { control: forget, frame, dialog, chunk, release: releaseForget });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(forget).toBeFocused();
  expect(await printed()).toBe(1);

  // The sheet opens within the tap: the copying's code (for browsers without one) is held and never needed.
  await hold("share-action");
  await page.getByRole("button", { name: `Share order ${id}` }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
    .toEqual([{ url: new URL(link.route, page.url()).href, title: `SimuTech Nairobi order ${id}` }]);
});
