/**
 * The header fits (issue 22): at every common width from 320 to 1920 px and at 100, 125 and
 * 200 % default text size, on three pages, no two header items overlap, none is cut, spills out
 * of its box or leaves the screen, the header scrolls nothing sideways, Tab goes through it in
 * the order it is seen, the cart count shows, and axe finds nothing in it. The search field is in
 * the bar from 1024 px (of 16 px text) and behind the Search products button below; it is a real
 * GET form to /shop, and it suggests names first.
 */
import type { CDPSession, Page } from "@playwright/test";
import { holdAssets, open } from "./support/app";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { CART_KEY, cartItemOf, product, PRODUCTS, seedStorage } from "./support/shop";

const WIDTHS = [320, 390, 768, 1024, 1152, 1280, 1366, 1440, 1920];
const TEXT_SIZES = [100, 125, 200];
const AXE_WIDTHS = [320, 768, 1024, 1280];
const PAGES = ["/", "/shop", "/about"];
const HEIGHT = 800;
/** The site's breakpoints are in em: the field shows from 64em, 1024 px at 16 px text. */
const FIELD_FROM = 1024;

const combobox = (page: Page) => page.getByRole("banner").getByRole("combobox", { name: "Search products" });
const searchButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Search products" });
const options = (page: Page) => page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
const cardNames = (page: Page) => page.locator('[data-testid="product-card"] :is(h2, h3)');

/** The five products with "Case" in their name, in catalogue order, read from the catalogue itself. */
const CASE_NAMES = PRODUCTS.filter((p) => /\bcase\b/i.test(p.name)).map((p) => p.name);

// Chromium's own default font size preference (Settings > Appearance > Font size), which rem and em media queries follow.
async function setDefaultTextSize(cdp: CDPSession, percent: number) {
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: (16 * percent) / 100 } });
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface HeaderReport {
  /** Each visible link, button and field of the header, in DOM order, with its box and the box of all it draws. */
  items: Array<{ name: string; box: Box; drawn: Box; overflows: boolean }>;
  header: Box;
  viewportWidth: number;
  /** How far the header's content reaches past its own width. */
  headerOverflow: number;
  /** Header descendants drawn past the viewport's edges. */
  offScreen: string[];
  /** Elements in the header whose overflow clips an item. */
  clipped: string[];
  badge: string | null;
}

/** Reads every header item's boxes: its own, and the union of all it draws (descendants and text). */
function readHeader(page: Page): Promise<HeaderReport> {
  return page.evaluate(() => {
    const header = document.querySelector("header")!;
    const toBox = (r: DOMRect) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
    const union = (a: { left: number; top: number; right: number; bottom: number }, r: DOMRect) => ({
      left: Math.min(a.left, r.left),
      top: Math.min(a.top, r.top),
      right: Math.max(a.right, r.right),
      bottom: Math.max(a.bottom, r.bottom),
    });
    const nameOf = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ")}"`;
    const viewportWidth = document.documentElement.clientWidth;
    const items = [...header.querySelectorAll<HTMLElement>("a, button, input")]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }))
      .map((el) => {
        let drawn = toBox(el.getBoundingClientRect());
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
        return { name: nameOf(el), box: toBox(el.getBoundingClientRect()), drawn, overflows };
      });
    const offScreen = [...header.querySelectorAll("*")]
      .filter((el) => el.checkVisibility())
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.left < -0.5 || r.right > viewportWidth + 0.5))
      .map(({ el, r }) => `${nameOf(el)} spans ${Math.round(r.left)}..${Math.round(r.right)}`);
    const clipped: string[] = [];
    for (const el of header.querySelectorAll<HTMLElement>("a, button, input")) {
      if (!el.checkVisibility()) continue;
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
      header: toBox(header.getBoundingClientRect()),
      viewportWidth,
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

/** Follows `a` in reading order: on a later row, or on the same row further right. */
const follows = (b: Box, a: Box) => {
  const sameRow = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0;
  return sameRow ? b.left >= a.right - 0.5 : b.top >= a.bottom - 0.5;
};

/**
 * The header's stops for Tab, pressed from the skip link: `count` presses, then one more that must
 * leave the header. Focus is recorded in the page and read once.
 */
async function tabStops(page: Page, count: number): Promise<string[]> {
  await page.getByRole("link", { name: "Skip to main content" }).focus();
  await page.evaluate(() => {
    const w = window as unknown as { __stops: string[]; __stopTabRecorder: () => void };
    w.__stops = [];
    const record = (event: FocusEvent) => {
      const el = event.target as Element;
      const name = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ");
      w.__stops.push(el.closest("header") ? `${el.tagName.toLowerCase()} "${name}"` : "(outside the header)");
    };
    document.addEventListener("focusin", record);
    w.__stopTabRecorder = () => document.removeEventListener("focusin", record);
  });
  for (let i = 0; i <= count; i++) await page.keyboard.press("Tab");
  return page.evaluate(() => {
    const w = window as unknown as { __stops: string[]; __stopTabRecorder: () => void };
    w.__stopTabRecorder();
    return w.__stops;
  });
}

async function expectHeaderFits(page: Page, label: string, { width, percent }: { width: number; percent: number }) {
  const report = await readHeader(page);
  const { items } = report;
  expect(report.viewportWidth, label).toBe(width);
  expect(items.length, `${label}: header items`).toBeGreaterThanOrEqual(4);
  expect(report.headerOverflow, `${label}: the header scrolls sideways`).toBeLessThanOrEqual(0);
  expect(report.offScreen, `${label}: drawn off screen`).toEqual([]);
  expect(report.clipped, `${label}: clipped`).toEqual([]);
  for (const item of items) {
    const { box, drawn } = item;
    expect(item.overflows, `${label}: ${item.name} has content past its box`).toBe(false);
    // Text spilling out of its box (the logo's name over "Home" was this).
    expect(
      [
        drawn.left >= box.left - 0.5,
        drawn.right <= box.right + 0.5,
        drawn.top >= box.top - 0.5,
        drawn.bottom <= box.bottom + 0.5,
      ],
      `${label}: ${item.name} draws outside its box ${JSON.stringify({ box, drawn })}`,
    ).toEqual([true, true, true, true]);
    expect(drawn.top, `${label}: ${item.name} inside the header`).toBeGreaterThanOrEqual(report.header.top - 0.5);
    expect(drawn.bottom, `${label}: ${item.name} inside the header`).toBeLessThanOrEqual(report.header.bottom + 0.5);
  }
  for (let i = 0; i < items.length; i++)
    for (let j = i + 1; j < items.length; j++)
      expect(overlap(items[i]!.drawn, items[j]!.drawn), `${label}: ${items[i]!.name} overlaps ${items[j]!.name}`).toBe(
        false,
      );

  // The logo and the cart with its count, always.
  expect(items.map((i) => i.name)).toContain('a "SimuTech Nairobi"');
  expect(
    items.some((i) => /^button "Cart, 3 items"$/.test(i.name)),
    `${label}: the cart button`,
  ).toBe(true);
  expect(report.badge, `${label}: the cart count`).toBe("3");

  // The field in the bar from 1024 px of 16 px text; the button below.
  const fieldShown = width >= (FIELD_FROM * percent) / 100;
  await expect(combobox(page), `${label}: the search field`).toBeVisible({ visible: fieldShown });
  await expect(searchButton(page), `${label}: the Search products button`).toBeVisible({ visible: !fieldShown });

  // Tab goes through exactly the items shown, in the order they are seen, then leaves the header.
  const stops = await tabStops(page, items.length);
  expect(stops, `${label}: Tab order`).toEqual([...items.map((i) => i.name), "(outside the header)"]);
  for (let i = 1; i < items.length; i++)
    expect(
      follows(items[i]!.box, items[i - 1]!.box),
      `${label}: ${items[i]!.name} is seen before ${items[i - 1]!.name} but reached after it`,
    ).toBe(true);
}

test.describe("the header fits at every width and text size", () => {
  test.use({ viewport: { width: WIDTHS[0]!, height: HEIGHT } });
  // Nine widths, each with its Tab walk: more than the default minute on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  for (const percent of TEXT_SIZES)
    for (const path of PAGES)
      test(`${path} at ${percent} % text: no overlap, nothing cut or off screen, Tab in visual order${path === PAGES[0] ? ", axe-clean" : ""}`, async ({
        page,
      }) => {
        const items = [cartItemOf(product(1), 2), cartItemOf(product(9), 1)];
        await page.addInitScript(seedStorage(CART_KEY, JSON.stringify({ state: { items }, version: 0 })));
        const cdp = await page.context().newCDPSession(page);
        await setDefaultTextSize(cdp, percent);
        await open(page, path);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
          `${(16 * percent) / 100}px`,
        );
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: HEIGHT });
          const label = `${path} at ${width} px, ${percent} % text`;
          await expectHeaderFits(page, label, { width, percent });
          // The header is the same on every page but for the current link: axe on one page, at each layout's
          // first width (the menu button, the field in the bar, the links in the bar) and the narrowest.
          if (path === PAGES[0] && AXE_WIDTHS.includes(width))
            await expectNoAxeViolations(page, { include: "header", label });
        }
      });
});

test.describe("header search", () => {
  test("the field is in the HTML and in the bar at 1280 px; 'case' suggests the five cases first", async ({ page }) => {
    await open(page, "/about");
    await expect(searchButton(page)).toBeHidden();
    await combobox(page).click();
    // Typed at once, while the suggestions' chunk may still be loading: nothing typed is lost.
    await page.keyboard.type("case");
    await expect(combobox(page)).toHaveValue("case");
    await expect(options(page)).toHaveCount(7);
    const suggested = await options(page).allInnerTexts();
    expect(CASE_NAMES).toHaveLength(5);
    expect(suggested.slice(0, 5).map((t) => t.split("\n")[0])).toEqual(CASE_NAMES);
    expect(suggested[5]).not.toMatch(/\bcase\b/i);
    expect(suggested[6]).toBe("See all results for “case”");
    await expectNoAxeViolations(page, { include: "header", label: "suggestions open in the bar" });

    // Enter with nothing highlighted: the shop's results, the same five first.
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/shop\?q=case$/);
    // The URL changes as the navigation commits; React renders the shop just after (a transition).
    await expect(page.getByTestId("product-list")).toBeVisible();
    const listed = await page.getByTestId("product-list").locator(":is(h2, h3)").allTextContents();
    expect(listed.slice(0, 5)).toEqual(CASE_NAMES);
    expect(listed.slice(5).some((n) => /\bcase\b/i.test(n))).toBe(false);
    expect(listed.length).toBeGreaterThan(5);
  });

  test("/shop?q=case, opened directly, lists the products named Case first, in catalogue order", async ({ page }) => {
    await open(page, "/shop?q=case");
    // The HTML's listing (the plain /shop's) stays hidden until the page has its own.
    await expect(page.getByTestId("product-list")).toBeVisible();
    await expect(cardNames(page).first()).toHaveText(CASE_NAMES[0]!);
    const listed = await cardNames(page).allTextContents();
    const described = PRODUCTS.filter(
      (p) => !/\bcase\b/i.test(p.name) && /case/i.test(`${p.description} ${p.category}`),
    ).map((p) => p.name);
    expect(listed).toEqual([...CASE_NAMES, ...described]);
  });
});

test.describe("header navigation", () => {
  test("pointing at a link fetches its page's code; a tap on a page still on its way is answered at once by a bar and a busy <main>", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    await open(page, "/about");
    const nav = page.getByRole("banner").getByRole("link", { name: "Shop", exact: true });
    expect(requested.filter((path) => /^\/assets\/shop-[\w-]+\.js$/.test(path))).toEqual([]);
    await nav.hover();
    await expect.poll(() => requested.some((path) => /^\/assets\/shop-[\w-]+\.js$/.test(path))).toBe(true);

    // The services page's code held, as on a slow line.
    const release = await holdAssets(page, /\/assets\/services\._index-[\w-]+\.js$/);
    const main = page.locator("main");
    const bar = page.locator("body > div:has(+ header)");
    await expect(bar).toHaveCount(0);
    await page.getByRole("banner").getByRole("link", { name: "Services", exact: true }).click();
    await expect(main).toHaveAttribute("aria-busy", "true");
    await expect(bar).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Device Services That Come to You");
    await expect(main).not.toHaveAttribute("aria-busy");
    await expect(bar).toHaveCount(0);
    // The page's own links to other pages do the same (service cards, product cards, the home page's calls to action).
    const service = /^\/assets\/services\.multi-brand-device-setup-[\w-]+\.js$/;
    expect(requested.filter((path) => service.test(path))).toEqual([]);
    await page.getByRole("main").getByRole("link", { name: "Multi-Brand Device Setup" }).first().hover();
    await expect.poll(() => requested.some((path) => service.test(path))).toBe(true);
  });
});
