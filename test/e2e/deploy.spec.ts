/**
 * A deploy never breaks an open page (docs/decisions/009-moving-between-versions.md). Each test serves the
 * build, opens a page, then publishes the next build (support/deploy.ts: the same build under new file names,
 * the old files gone) and uses the page: a tap whose code is gone moves the page to the new version and is
 * answered there; with the service worker, the old worker keeps serving the open page its own files. The
 * guard fails any test on an uncaught error; the console errors declared are the old files' 404s, React's line
 * for a failed import its boundary caught, and Remix's for a failed route module.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { rmSync } from "node:fs";
import { UPDATE_STUCK } from "../../app/data/update";
import { open, waitForHydration } from "./support/app";
import { nextBuild, onNextBuild, startHost, type Host } from "./support/deploy";
import { expect, test } from "./support/fixtures";
import { waitForServiceWorker } from "./support/perf";
import { CART_KEY, cartButton, cartEnvelope, checkout, drawer, product } from "./support/shop";

const SERVICE = "/services/multi-brand-device-setup";
const ITEM = product(1);

/** The old build's files, asked for after the deploy: the host answers 404 (the guard adds the URL). */
const OLD_FILE_404 =
  /^Failed to load resource: the server responded with a status of 404 \(Not Found\) http:\/\/127\.0\.0\.1:\d+\/assets\//;
/** React's line for the failed import a part's boundary caught (the page then moves, or says it cannot). */
const CAUGHT_IMPORT = /^TypeError: Failed to fetch dynamically imported module: /;
/** Remix's own line when a route's module fails to load (it then reloads; app/lib/browser/update.ts takes over). */
const ROUTE_MODULE_LOG = /^Error loading route module `\/assets\/.*`, reloading page\.\.\.$/;

const dirs: string[] = [];
const hosts: Host[] = [];
test.afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A page of the served build at SERVICE, with one item in the cart (put there before this page loaded). */
async function openBeforeDeploy(newContext: (o?: object) => Promise<BrowserContext>) {
  const host = await startHost();
  hosts.push(host);
  const context = await newContext({ baseURL: host.origin });
  // Seeded from another page of the host before this one loads, as an earlier visit would have left it.
  const seed = await context.newPage();
  await seed.goto("/robots.txt");
  await seed.evaluate(([key, value]) => localStorage.setItem(key!, value!), [CART_KEY, cartEnvelope([ITEM, 1])]);
  await seed.close();
  const page = await context.newPage();
  await open(page, SERVICE);
  await expect(cartButton(page)).toHaveAttribute("aria-label", "Cart, 1 item");
  // Set on the page as it is now: a move to the new version reloads it, and this is gone.
  await page.evaluate(() => ((window as unknown as { beforeDeploy: boolean }).beforeDeploy = true));
  return {
    host,
    context,
    page,
    /** Publishes the next build. */
    deploy: async () => {
      const dir = await nextBuild();
      dirs.push(dir);
      host.deploy(dir);
    },
  };
}

const reloaded = async (page: Page) =>
  !(await page.evaluate(() => (window as unknown as { beforeDeploy?: boolean }).beforeDeploy));

/** No error screen: neither Remix's nor the site's own, nor a part's message. */
async function noErrorScreen(page: Page) {
  const screens = page.getByText("Application Error").or(page.getByText("This part of the page couldn't load."));
  await expect(screens.or(page.getByRole("heading", { name: "Sorry, something went wrong" }))).toHaveCount(0);
  await expect(cartButton(page)).toHaveAttribute("aria-label", "Cart, 1 item");
}

test.describe("a deploy while a page is open, without the service worker", () => {
  test.beforeEach(({ consoleErrors }) => consoleErrors.allow(OLD_FILE_404, CAUGHT_IMPORT));

  test("the cart opens from the open page's code, no move; Proceed to Checkout opens the checkout on the new version", async ({
    newContext,
  }) => {
    const { page, deploy } = await openBeforeDeploy(newContext);
    await deploy();
    // The drawer's code came with the page, the checkout's did not.
    await cartButton(page).click();
    await expect(drawer(page).getByText(ITEM.name)).toHaveCount(1);
    expect(await reloaded(page)).toBe(false);
    await noErrorScreen(page);
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(checkout(page)).toBeVisible({ timeout: 15_000 });
    expect(await reloaded(page)).toBe(true);
    expect(await onNextBuild(page)).toBe(true);
    await noErrorScreen(page);
  });

  test("a Book tapped opens the booking dialog for its package, on the new version", async ({ newContext }) => {
    const { page, deploy } = await openBeforeDeploy(newContext);
    await deploy();
    await page.getByRole("button", { name: "Book Complete package" }).click();
    const dialog = page.getByRole("dialog", { name: "Book Complete package" });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    expect(await onNextBuild(page)).toBe(true);
    await noErrorScreen(page);
  });

  test("a link followed lands on its page; the checkout's and the booking's typed details are kept", async ({
    newContext,
    consoleErrors,
  }) => {
    consoleErrors.allow(ROUTE_MODULE_LOG);
    const { page, deploy } = await openBeforeDeploy(newContext);
    // Typed before the deploy, the dialogs then closed.
    await page.getByRole("button", { name: "Book Basic package" }).click();
    const booking = page.getByRole("dialog", { name: "Book Basic package" });
    await booking.getByLabel("Full name").fill("Achieng Otieno");
    await booking.getByRole("button", { name: "Cancel" }).click();
    await cartButton(page).click();
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    const name = checkout(page).getByLabel(/^Full name/);
    await name.fill("Wanjiku Kamau");
    await checkout(page).getByRole("button", { name: "Close checkout" }).click();
    await deploy();

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/, { timeout: 15_000 });
    await waitForHydration(page);
    await expect(page.locator("h1")).toHaveCount(1);
    expect(await onNextBuild(page)).toBe(true);
    await noErrorScreen(page);

    await page.goBack();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Book Basic package" }).click();
    await expect(booking.getByLabel("Full name")).toHaveValue("Achieng Otieno");
    await booking.getByRole("button", { name: "Cancel" }).click();
    await cartButton(page).click();
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(name).toHaveValue("Wanjiku Kamau");
  });

  test("the new version out of reach: the page stays, says so with a Reload button, and the part offers a retry", async ({
    newContext,
    consoleErrors,
  }) => {
    // What a host that does not answer logs: the failed requests.
    consoleErrors.allow(/^Failed to load resource: net::ERR_(EMPTY_RESPONSE|CONNECTION_(RESET|REFUSED|CLOSED))/);
    const { page, host, deploy } = await openBeforeDeploy(newContext);
    await deploy();
    host.down();
    // A Book: its frame stays open while its code is away (the cart's code comes with the page).
    await page.getByRole("button", { name: "Book Complete package" }).click();
    const line = page.getByRole("status").filter({ hasText: UPDATE_STUCK });
    await expect(line).toHaveCount(1);
    await expect(line.getByRole("button", { name: "Reload" })).toBeVisible();
    const part = page.getByRole("dialog", { name: "Book Multi-Brand Device Setup" });
    await expect(part.getByRole("alert")).toHaveText(/This part of the page couldn't load\./);
    expect(await reloaded(page), "no reload while the host is down").toBe(false);

    // Back up: the retry moves the page to the new version, which opens the booking dialog.
    await deploy();
    await part.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("dialog", { name: "Book Complete package" })).toBeVisible({ timeout: 15_000 });
    expect(await onNextBuild(page)).toBe(true);
    await noErrorScreen(page);
  });
});

test.describe("a deploy while a page is open, with the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("the new worker waits: the cart, the checkout, a Book and a link answer from the open page's build; then it takes over, offline too", async ({
    newContext,
  }) => {
    const { page, context, deploy } = await openBeforeDeploy(newContext);
    await waitForServiceWorker(page);
    await deploy();
    // The precache is then the only copy of the old build's files (the browser's HTTP cache may hold them too,
    // which would hide a worker that deleted them).
    await (await context.newCDPSession(page)).send("Network.clearBrowserCache");
    // A second tab: the browser fetches the new sw.js, which installs (precaching the new build) and waits.
    const second = await context.newPage();
    await open(second, "/shop");
    expect(await onNextBuild(second)).toBe(true);
    const waiting = (p: Page) => p.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting);
    await expect.poll(() => waiting(second), { timeout: 30_000 }).toBe(true);

    await cartButton(page).click();
    await expect(drawer(page).getByText(ITEM.name)).toHaveCount(1);
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(checkout(page)).toBeVisible();
    await checkout(page).getByRole("button", { name: "Close checkout" }).click();
    await page.getByRole("button", { name: "Book Complete package" }).click();
    const dialog = page.getByRole("dialog", { name: "Book Complete package" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    expect(await reloaded(page), "answered by the open page itself").toBe(false);
    await noErrorScreen(page);
    expect(await waiting(page), "the new worker still waits while the page is open").toBe(true);

    // With no page of the old worker open, the new one takes over: offline, the site is the new build.
    await Promise.all([page.close(), second.close()]);
    const next = await context.newPage();
    await open(next, "/");
    const settled = () =>
      next.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        return reg?.active?.state === "activated" && !reg.waiting && !reg.installing;
      });
    await expect.poll(settled, { timeout: 30_000 }).toBe(true);
    await context.setOffline(true);
    const response = await next.goto("/track-order");
    expect(response?.fromServiceWorker()).toBe(true);
    await waitForHydration(next);
    expect(await onNextBuild(next), "the offline copy is the new build").toBe(true);
  });
});
