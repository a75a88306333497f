/**
 * The one widths sweep (WCAG 1.4.10 Reflow, 1.4.4): every page from 320 to 1920 px, and a 1280 px window at
 * 400 % zoom (320 x 200 CSS px), scrolls nothing sideways, nor with the default text size at 200 % on narrow
 * phones, nor with the menu, search, cart drawer or checkout open. On three pages the header (issue 22) is
 * checked item by item at every width and at 100, 125 and 200 % text: nothing overlaps, is cut or leaves the
 * screen, Tab follows the order it is seen in, the cart count shows, axe finds nothing.
 */
import type { Page } from "@playwright/test";
import { open } from "./support/app";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { BENCH_ROUTES, NOT_FOUND_LOGS, visitOf } from "./support/perf";
import { openDrawer, proceedToCheckout, product, seedCart, seedStorage } from "./support/shop";

const WIDTHS = [320, 360, 390, 768, 1024, 1152, 1280, 1366, 1440, 1920];
const HEIGHT = 800;
const HEADER_PAGES = ["/", "/shop", "/about"];
const AXE_WIDTHS = [320, 768, 1024, 1280];
/** The site's breakpoints are in em: the search field is in the bar from 64em, 1024 px at 16 px text. */
const FIELD_FROM = 1024;

/** Chromium's default font size preference (Settings > Appearance > Font size), which rem and em media queries follow. */
async function setTextSize(page: Page, percent: number) {
  const cdp = await page.context().newCDPSession(page);
  const fontSizes = { standard: (16 * percent) / 100, fixed: Math.round((13 * percent) / 100) };
  await cdp.send("Page.setFontSizes", { fontSizes });
  await cdp.detach();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
    `${fontSizes.standard}px`,
  );
}

/** `check` at each width (the page as loaded at 320 px, then widened), then at 400 % zoom of a 1280 px window. */
async function atEveryScreen(page: Page, check: (label: string) => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
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
  await cdp.send("Emulation.clearDeviceMetricsOverride");
  await cdp.detach();
}

/** Fails if the document or an open dialog (in the top layer, it scrolls on its own) scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const { overflow, widest } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const scrollers = [root, ...document.querySelectorAll<HTMLElement>("dialog[open]")];
    const past = [...document.querySelectorAll<HTMLElement>("body *")].filter(
      (el) => el.getBoundingClientRect().right > root.clientWidth + 0.5 && el.checkVisibility(),
    );
    const last = past.at(-1);
    return {
      overflow: Math.max(...scrollers.map((el) => el.scrollWidth - el.clientWidth)),
      widest: last ? `<${last.tagName.toLowerCase()} class="${last.className}">` : "",
    };
  });
  expect(overflow, `${what} scrolls sideways by ${overflow} px ${widest}`).toBeLessThanOrEqual(0);
}

type Box = { left: number; top: number; right: number; bottom: number };

/** Each visible link, button and field of the header in DOM order: its box, the union of all it draws, and more. */
function readHeader(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector("header")!;
    const box = (r: DOMRect) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
    const union = (a: Box, r: DOMRect) => ({
      left: Math.min(a.left, r.left),
      top: Math.min(a.top, r.top),
      right: Math.max(a.right, r.right),
      bottom: Math.max(a.bottom, r.bottom),
    });
    const nameOf = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ")}"`;
    const width = document.documentElement.clientWidth;
    const controls = [...header.querySelectorAll<HTMLElement>("a, button, input")].filter((el) =>
      el.checkVisibility({ visibilityProperty: true }),
    );
    const items = controls.map((el) => {
      let drawn = box(el.getBoundingClientRect());
      for (const child of el.querySelectorAll("*"))
        if (child.checkVisibility()) drawn = union(drawn, child.getBoundingClientRect());
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) drawn = union(drawn, r);
      }
      // Content wider or taller than the box (text cut by overflow, or an ellipsis).
      const overflows =
        el.tagName !== "INPUT" &&
        el.clientWidth > 0 &&
        (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
      return { name: nameOf(el), box: box(el.getBoundingClientRect()), drawn, overflows };
    });
    const offScreen = [...header.querySelectorAll("*")]
      .filter((el) => el.checkVisibility())
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.left < -0.5 || r.right > width + 0.5))
      .map(({ el, r }) => `${nameOf(el)} spans ${Math.round(r.left)}..${Math.round(r.right)}`);
    const clipped: string[] = [];
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      for (let up = el.parentElement; up && up !== header.parentElement; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const c = up.getBoundingClientRect();
        if (r.left < c.left - 0.5 || r.right > c.right + 0.5 || r.top < c.top - 0.5 || r.bottom > c.bottom + 0.5)
          clipped.push(`${nameOf(el)} by <${up.tagName.toLowerCase()} class="${up.className}">`);
      }
    }
    const badge = header.querySelector('[data-testid="cart-button"] span');
    return {
      items,
      header: box(header.getBoundingClientRect()),
      headerOverflow: header.scrollWidth - header.clientWidth,
      offScreen,
      clipped,
      badge: badge?.checkVisibility() ? (badge.textContent ?? "") : null,
    };
  });
}

const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

/** `b` follows `a` in reading order: on a later row, or on the same row further right. */
const follows = (b: Box, a: Box) =>
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0 ? b.left >= a.right - 0.5 : b.top >= a.bottom - 0.5;

async function expectHeaderFits(page: Page, label: string, fieldShown: boolean) {
  const report = await readHeader(page);
  const { items } = report;
  expect(items.length, `${label}: header items`).toBeGreaterThanOrEqual(4);
  expect(report.headerOverflow, `${label}: the header scrolls sideways`).toBeLessThanOrEqual(0);
  expect(report.offScreen, `${label}: drawn off screen`).toEqual([]);
  expect(report.clipped, `${label}: clipped`).toEqual([]);
  for (const { name, box, drawn, overflows } of items) {
    expect(overflows, `${label}: ${name} has content past its box`).toBe(false);
    const inside = [drawn.left >= box.left - 0.5, drawn.right <= box.right + 0.5, drawn.top >= box.top - 0.5];
    inside.push(drawn.bottom <= box.bottom + 0.5, drawn.top >= report.header.top - 0.5);
    inside.push(drawn.bottom <= report.header.bottom + 0.5);
    expect(inside, `${label}: ${name} draws outside its box or the header ${JSON.stringify({ box, drawn })}`).toEqual(
      inside.map(() => true),
    );
  }
  for (let i = 0; i < items.length; i++)
    for (const other of items.slice(i + 1))
      expect(overlap(items[i]!.drawn, other.drawn), `${label}: ${items[i]!.name} overlaps ${other.name}`).toBe(false);
  expect(items.map((i) => i.name)).toEqual(expect.arrayContaining(['a "SimuTech Nairobi"', 'button "Cart, 3 items"']));
  expect(report.badge, `${label}: the cart count`).toBe("3");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("combobox", { name: "Search products" }), label).toBeVisible({ visible: fieldShown });
  await expect(banner.getByRole("button", { name: "Search products" }), label).toBeVisible({ visible: !fieldShown });
  // Tab goes through exactly the items shown, in the order they are seen, then leaves the header.
  const controls = banner.locator("a, button, input").filter({ visible: true });
  await page.getByRole("link", { name: "Skip to main content" }).focus();
  for (const [i, { name }] of items.entries()) {
    await page.keyboard.press("Tab");
    await expect(controls.nth(i), `${label}: Tab stop ${i + 1}, ${name}`).toBeFocused();
  }
  await page.keyboard.press("Tab");
  await expect(banner.locator(":focus"), `${label}: Tab leaves the header`).toHaveCount(0);
  for (let i = 1; i < items.length; i++)
    expect(follows(items[i]!.box, items[i - 1]!.box), `${label}: ${items[i]!.name} seen before, reached after`).toBe(
      true,
    );
}

test.use({ viewport: { width: WIDTHS[0]!, height: HEIGHT } });

for (const route of BENCH_ROUTES) {
  const header = HEADER_PAGES.includes(route);
  test(`${route}: no sideways scrolling at any width, zoom or large text${header ? "; the header fits at every text size" : ""}`, async ({
    page,
    consoleErrors,
  }) => {
    // Nine widths at three text sizes, each with its Tab walk: more than the default minute on a busy machine.
    if (header) test.setTimeout(180_000);
    if (route === "/no/such/page") consoleErrors.allow(...NOT_FOUND_LOGS);
    const { storage, settled } = visitOf(route);
    for (const [key, value] of Object.entries(storage)) await page.addInitScript(seedStorage(key, value));
    await seedCart(page, [product(1), 2], [product(9), 1]);
    await open(page, route);
    if (settled) await expect(page.getByRole("heading", { level: 2, name: /^Order ORD/ })).toBeVisible();
    await atEveryScreen(page, (screen) => expectNoSidewaysScroll(page, `${route} at ${screen}`));
    for (const percent of header ? [100, 125, 200] : [200]) {
      await setTextSize(page, percent);
      for (const width of header ? WIDTHS : [320, 390]) {
        await page.setViewportSize({ width, height: HEIGHT });
        const label = `${route} at ${width} px, ${percent} % text`;
        if (percent === 200 && width <= 390) await expectNoSidewaysScroll(page, label);
        if (!header) continue;
        await expectHeaderFits(page, label, width >= (FIELD_FROM * percent) / 100);
        // The header is the same on every page but for the current link: axe on one page, at each layout.
        if (route === "/" && AXE_WIDTHS.includes(width))
          await expectNoAxeViolations(page, { include: "header", label });
      }
    }
  });
}

test("the open search panel, the menu (by keyboard, Escape back to its button), the cart drawer and the checkout dialog fit every width", async ({
  page,
}) => {
  await seedCart(page, [product(1), 2], [product(9), 1]);
  await open(page, "/");
  const header = page.getByRole("banner");
  await atEveryScreen(page, async (screen) => {
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    // From 1024 px the field is in the bar: its suggestions are what opens.
    if (width < 1024) await header.getByRole("button", { name: "Search products" }).click();
    await page.getByRole("combobox").fill("braided cable");
    await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeVisible();
    await expectNoSidewaysScroll(page, `the open search at ${screen}`);
    for (let i = 0; i < 3; i++) await page.keyboard.press("Escape");
    await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeHidden();
    if (width < 1024) await expect(page.getByRole("combobox")).toBeHidden();
    if (width >= 1200) return; // the navigation is in the header itself: no menu button
    // The menu by keyboard: aria-expanded follows it, Escape closes it and returns focus.
    const menu = header.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeHidden();
    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(nav).toBeVisible();
    await expectNoSidewaysScroll(page, `the open menu at ${screen}`);
    if (screen === "390 px") await expectNoAxeViolations(page, { label: "the open menu at 390 px" });
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();
  });
  await page.setViewportSize({ width: WIDTHS[0]!, height: HEIGHT });
  await openDrawer(page);
  await atEveryScreen(page, (screen) => expectNoSidewaysScroll(page, `the cart drawer at ${screen}`));
  await page.setViewportSize({ width: WIDTHS[0]!, height: HEIGHT });
  await proceedToCheckout(page);
  await atEveryScreen(page, (screen) => expectNoSidewaysScroll(page, `the checkout dialog at ${screen}`));
});
