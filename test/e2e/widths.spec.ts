/**
 * Every screen (WCAG 1.4.10 Reflow): at 320 CSS px wide, the width of a small phone and of a
 * 1280 px window at 400 % zoom, no page scrolls sideways, and neither do the open menu, search
 * panel, cart drawer or checkout dialog; the header's controls stay on screen and labelled. The other
 * widths are the common phone, tablet and desktop ones.
 */
import type { Page } from "@playwright/test";
import { open } from "./support/app";
import { expect, test } from "./support/fixtures";
import { BENCH_ROUTES, NOT_FOUND_LOG, visitOf } from "./support/perf";
import { CART_KEY, cartButton, cartItemOf, checkout, drawer, openDrawer, product, seedStorage } from "./support/shop";

/** [label, viewport, device scale]: 1280 px at 400 % zoom lays out as 320 x 200 CSS px at 4 device pixels each. */
const SCREENS: Array<[string, { width: number; height: number }, number]> = [
  ...[320, 360, 390, 768, 1024, 1280].map((w): [string, { width: number; height: number }, number] => [
    `${w} px`,
    { width: w, height: 800 },
    1,
  ]),
  ["1280 px at 400 % zoom", { width: 320, height: 200 }, 4],
];

/**
 * How far the document, or an open dialog (in the top layer, it scrolls on its own), can be
 * scrolled sideways (0 when neither can), and the last element past the right edge if any.
 */
function sideways(page: Page) {
  return page.evaluate(() => {
    const { clientWidth } = document.documentElement;
    const scrollers = [document.documentElement, ...document.querySelectorAll<HTMLElement>("dialog[open]")];
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

/** Each of these header controls is inside the viewport and has its name. */
async function expectHeaderControlsOnScreen(page: Page, what: string) {
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  const header = page.getByRole("banner");
  const controls = [
    header.getByRole("link", { name: "SimuTech Nairobi" }),
    header.getByRole("button", { name: "Search products" }),
    header.getByRole("button", { name: /^Cart, \d+ items?$/ }),
  ];
  if (width < 1200) controls.push(header.getByRole("button", { name: "Menu" }));
  for (const control of controls) {
    await expect(control, what).toBeVisible();
    const box = (await control.boundingBox())!;
    expect(box.x, `${what}: ${String(control)} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${what}: ${String(control)} ends on screen`).toBeLessThanOrEqual(width + 0.5);
  }
}

for (const [label, viewport, deviceScaleFactor] of SCREENS) {
  test.describe(label, () => {
    test.use({ viewport, deviceScaleFactor });

    test("no route scrolls sideways; the header's controls are on screen and labelled; the open menu fits", async ({
      page,
      consoleErrors,
    }) => {
      test.slow();
      consoleErrors.allow(NOT_FOUND_LOG);
      for (const route of BENCH_ROUTES) {
        const { storage, settled } = visitOf(route);
        for (const [key, value] of Object.entries(storage)) await page.addInitScript(seedStorage(key, value));
        await open(page, route);
        // A shared tracking link: measured with its result on screen.
        if (settled) await expect(page.getByRole("heading", { level: 2, name: /^Order ORD/ })).toBeVisible();
        await expectNoSidewaysScroll(page, route);
        await expectHeaderControlsOnScreen(page, route);
      }
      await page.getByRole("banner").getByRole("button", { name: "Search products" }).click();
      await expect(page.getByRole("combobox")).toBeVisible();
      await expectNoSidewaysScroll(page, "the open search panel");
      await page.keyboard.press("Escape");
      if (viewport.width < 1200) {
        await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
        await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
        await expectNoSidewaysScroll(page, "the open menu");
      }
    });

    test("the cart drawer and the checkout dialog do not scroll sideways", async ({ page }) => {
      const items = [cartItemOf(product(1), 2), cartItemOf(product(9), 1)];
      await page.addInitScript(seedStorage(CART_KEY, JSON.stringify({ state: { items }, version: 0 })));
      await open(page, "/shop");
      await expect(cartButton(page)).toHaveAccessibleName("Cart, 3 items");
      await openDrawer(page);
      await expectNoSidewaysScroll(page, "the cart drawer");
      await drawer(page).getByRole("button", { name: "Proceed to Checkout" }).click();
      await expect(checkout(page)).toBeVisible();
      await expectNoSidewaysScroll(page, "the checkout dialog");
    });
  });
}
