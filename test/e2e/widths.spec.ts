/**
 * Every screen (WCAG 1.4.10 Reflow): at 320 CSS px wide, the width of a small phone and of a
 * 1280 px window at 400 % zoom, no page scrolls sideways, and neither do the open menu, search
 * panel, cart drawer or checkout dialog. The other widths are the common phone, tablet and desktop
 * ones. The same holds at 320 and 390 px with the browser's default text size at 200 % (WCAG 1.4.4
 * with 1.4.10). The header itself, item by item at every width and text size, is header.spec.ts's.
 */
import type { Page } from "@playwright/test";
import { open } from "./support/app";
import { expect, test } from "./support/fixtures";
import { BENCH_ROUTES, NOT_FOUND_LOGS, visitOf } from "./support/perf";
import { CART_KEY, cartButton, cartItemOf, checkout, drawer, openDrawer, product, seedStorage } from "./support/shop";

/** The widths checked, narrowest first: each page loads at 320 px, then the window widens. */
const WIDTHS = [320, 360, 390, 768, 1024, 1280];
const HEIGHT = 800;
/** The narrow phones checked with large text, and Chromium's font size setting at 200 % (standard 16 and fixed 13 doubled). */
const LARGE_TEXT_WIDTHS = [320, 390];
const LARGE_TEXT = { standard: 32, fixed: 26 };

/**
 * Each width in turn (the page as loaded at 320 px, then resized: a phone turned, a window dragged),
 * and last a 1280 px window at 400 % zoom, which lays out as 320 x 200 CSS px at 4 device pixels
 * each (set through the DevTools protocol, as Playwright's own deviceScaleFactor is, since a
 * context's scale is fixed once it opens). `check` runs at each with the screen's label.
 */
async function atEveryScreen(page: Page, check: (label: string) => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    expect(await page.evaluate(() => window.innerWidth)).toBe(width);
    await check(`${width} px`);
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setDeviceMetricsOverride", {
    width: 320,
    height: 200,
    deviceScaleFactor: 4,
    mobile: false,
  });
  expect(await page.evaluate(() => [window.innerWidth, window.devicePixelRatio])).toEqual([320, 4]);
  await check("1280 px at 400 % zoom");
  await cdp.detach();
}

/**
 * How far the document, or an open dialog (in the top layer, it scrolls on its own), can be
 * scrolled sideways (0 when neither can), and the last element past the right edge if any.
 */
function sideways(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const { clientWidth } = root;
    const scrollers = [root, ...document.querySelectorAll<HTMLElement>("dialog[open]")];
    const overflow = Math.max(...scrollers.map((el) => el.scrollWidth - el.clientWidth));
    const widest = [...document.querySelectorAll<HTMLElement>("body *")]
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ el, right }) => right > clientWidth + 0.5 && el.checkVisibility())
      .slice(-1)
      .map(({ el, right }) => `<${el.tagName.toLowerCase()} class="${el.className}"> ends at ${Math.round(right)}`);
    return { overflow, widest: widest[0] ?? "" };
  });
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const { overflow, widest } = await sideways(page);
  expect(overflow, `${what} scrolls sideways by ${overflow} px ${widest}`).toBeLessThanOrEqual(0);
}

test.use({ viewport: { width: WIDTHS[0]!, height: HEIGHT } });

for (const route of BENCH_ROUTES) {
  test(`${route}: no sideways scrolling at any width, nor on narrow phones with the default text size at 200 %`, async ({
    page,
    consoleErrors,
  }) => {
    if (route === "/no/such/page") consoleErrors.allow(...NOT_FOUND_LOGS);
    const { storage, settled } = visitOf(route);
    for (const [key, value] of Object.entries(storage)) await page.addInitScript(seedStorage(key, value));
    await open(page, route);
    // A shared tracking link: measured with its result on screen.
    if (settled) await expect(page.getByRole("heading", { level: 2, name: /^Order ORD/ })).toBeVisible();
    await atEveryScreen(page, (screen) => expectNoSidewaysScroll(page, `${route} at ${screen}`));

    // Chromium's own default font size preference (Settings > Appearance > Font size), which rem and em media queries follow.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.setFontSizes", { fontSizes: LARGE_TEXT });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("32px");
    for (const width of LARGE_TEXT_WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      expect(await page.evaluate(() => [window.innerWidth, window.devicePixelRatio])).toEqual([width, 1]);
      await expectNoSidewaysScroll(page, `${route} at ${width} px with 200 % text`);
    }
  });
}

test("the open search panel and the open menu fit every width", async ({ page }) => {
  await open(page, "/");
  const header = page.getByRole("banner");
  await atEveryScreen(page, async (screen) => {
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    // From 1024 px the field is in the bar: its suggestions are what opens.
    if (width < 1024) await header.getByRole("button", { name: "Search products" }).click();
    await page.getByRole("combobox").fill("braided cable");
    await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeVisible();
    await expectNoSidewaysScroll(page, `the open search ${width < 1024 ? "panel" : "suggestions"} at ${screen}`);
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeHidden();
    if (width < 1024) await expect(page.getByRole("combobox")).toBeHidden();
    if (width >= 1200) return; // the navigation is in the header itself: no menu button
    await header.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expectNoSidewaysScroll(page, `the open menu at ${screen}`);
    await page.keyboard.press("Escape");
    await expect(header.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

test("the cart drawer and the checkout dialog do not scroll sideways at any width", async ({ page }) => {
  const items = [cartItemOf(product(1), 2), cartItemOf(product(9), 1)];
  await page.addInitScript(seedStorage(CART_KEY, JSON.stringify({ state: { items }, version: 0 })));
  await open(page, "/shop");
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 3 items");
  await openDrawer(page);
  await atEveryScreen(page, (screen) => expectNoSidewaysScroll(page, `the cart drawer at ${screen}`));
  await page.setViewportSize({ width: WIDTHS[0]!, height: HEIGHT });
  await drawer(page).getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(checkout(page)).toBeVisible();
  await atEveryScreen(page, (screen) => expectNoSidewaysScroll(page, `the checkout dialog at ${screen}`));
});
