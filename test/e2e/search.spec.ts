/**
 * Header search (APG combobox) and product pages (issue 13): keyboard and phone flows, the
 * suggestions equal the shop's search, every product page axe-clean with valid Product JSON-LD,
 * Back returns the shop as it was, bad input. From 1024 px the field is in the bar (issue 22);
 * below, the Search products button opens it in a panel.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { focused, nextFrames, open, tabTo } from "./support/app";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { BUILD_CLIENT } from "./support/perf";
import { cardNames, cartCount, cartState, ksh, kshCents, product, PRODUCTS, storedCart } from "./support/shop";
import { PRODUCT_SPECS } from "../../app/data/product-specs.server";
import { CATEGORY_LABELS } from "../../app/data/products";
import { productPath } from "../../app/lib/slug";

const searchButton = (page: Page) => page.getByRole("button", { name: "Search products" });
/** Names first (issue 22): the products whose name holds `q`, then those matched by description or category. */
const namesFirst = (q: string) => {
  const matched = PRODUCTS.filter((p) => `${p.name} ${p.description} ${p.category}`.toLowerCase().includes(q));
  const named = (p: (typeof PRODUCTS)[number]) => p.name.toLowerCase().includes(q);
  return [...matched.filter(named), ...matched.filter((p) => !named(p))].map((p) => p.name);
};
const combobox = (page: Page) => page.getByRole("combobox", { name: "Search products" });
const listbox = (page: Page) => page.getByRole("listbox", { name: "Suggestions" });
const options = (page: Page) => listbox(page).getByRole("option");

test("keyboard only, from /about: type, arrow, Enter, the product page, add 2 to the cart", async ({ page }) => {
  await open(page, "/about");
  // At 1280 px the field is in the bar: Tab reaches it directly.
  await tabTo(page, 'header input[role="combobox"]');
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.type("case");
  await expect(combobox(page)).toHaveAttribute("aria-expanded", "true");
  const first = product(PRODUCTS.find((p) => /case/i.test(p.name))!.id);
  await expect(options(page)).toHaveCount(7);
  await expect(options(page).first()).toContainText(first.name);
  await expect(options(page).last()).toHaveText("See all results for “case”");
  await expect(options(page).first().locator("mark")).toHaveText(["Case"]);
  await expectNoAxeViolations(page, { include: "header", label: "suggestions open in the bar" });
  // The number of suggestions is announced politely.
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: "6 products suggested" })).toHaveCount(1);
  await page.keyboard.press("ArrowDown");
  const activeId = await combobox(page).getAttribute("aria-activedescendant");
  expect(activeId).toBeTruthy();
  await expect(options(page).first()).toHaveAttribute("aria-selected", "true");
  await expect(options(page).first()).toHaveAttribute("id", activeId!);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(productPath(first));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.name);
  await expect.poll(() => focused(page)).toMatchObject({ tag: "main" });
  await tabTo(page, 'button[aria-label="Increase quantity"]');
  await page.keyboard.press("Enter");
  await expect(page.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("2");
  await page.keyboard.press("Tab");
  await expect.poll(() => focused(page)).toMatchObject({ tag: "button", text: "Add to Cart" });
  await page.keyboard.press("Enter");
  await expect.poll(() => storedCart(page)).toEqual(cartState([first, 2]));
  // Adding again adds to the same line (a cart rule).
  await page.keyboard.press("Enter");
  await expect.poll(() => storedCart(page)).toEqual(cartState([first, 4]));
  await expect.poll(() => cartCount(page)).toBe(4);
});

test("by mouse on a 390 px phone: the icon button opens it, tap a suggestion, add 2", async ({ newContext }) => {
  const context = await newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await open(page, "/about");
  await searchButton(page).click();
  await combobox(page).fill("case");
  const second = product(namesFirst("case")[1]!);
  await options(page).nth(1).click();
  await expect(page).toHaveURL(productPath(second));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.name);
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await expect.poll(() => cartCount(page)).toBe(2);
});

test("Enter with nothing highlighted (and See all) go to /shop?q=, listing what the suggestions began; bad input breaks neither the combobox nor the shop", async ({
  page,
}) => {
  await open(page, "/");
  await combobox(page).fill("  charger ");
  await expect(options(page).last()).toHaveText("See all results for “charger”");
  const suggested = (await options(page).allTextContents()).slice(0, -1);
  await combobox(page).press("Enter");
  await expect(page).toHaveURL(/\/shop\?q=charger$/);
  // The URL changes as the navigation commits; React renders the new page just after (a transition).
  const listed = namesFirst("charger");
  await expect(cardNames(page)).toHaveText(listed);
  expect(suggested.map((s, i) => s.startsWith(listed[i]!))).toEqual(suggested.map(() => true));

  // See all results, by mouse, from another page.
  await open(page, "/contact");
  await combobox(page).fill("charger");
  await options(page).last().click();
  await expect(page).toHaveURL(/\/shop\?q=charger$/);
  await expect(cardNames(page)).toHaveText(listed);
  // The same list on a shared link, opened directly.
  await open(page, "/shop?q=charger");
  await expect(cardNames(page)).toHaveText(listed);

  // Bad input breaks neither the combobox nor the shop.
  const long = "x".repeat(500);
  await combobox(page).fill(long);
  await expect(combobox(page)).toHaveValue("x".repeat(100));
  await expect(options(page)).toHaveCount(1);
  for (const q of ["<img src=x onerror=alert(1)>", "%E2%9C%93 %", "📱🔌 case"]) {
    await combobox(page).fill(q);
    await expect(options(page).last()).toHaveText(`See all results for “${q}”`);
    expect(await listbox(page).locator("img").count()).toBe(0);
  }
  await combobox(page).fill("<b>case</b> %25");
  await combobox(page).press("Enter");
  await expect(page).toHaveURL(/\/shop\?q=/);
  await expect(page.getByRole("heading", { name: "Results for “<b>case</b> %25”" })).toBeVisible();
  await expect(page.getByTestId("shop-status")).toHaveText("No products found");
});

test("Escape closes the list, then clears; in the bar the field stays, a panel closes back on its button; Tab leaves", async ({
  page,
}) => {
  await open(page, "/services");
  const escapes = async () => {
    await combobox(page).fill("");
    await combobox(page).fill("cable");
    await expect(listbox(page)).toBeVisible();
    await page.keyboard.press("ArrowUp");
    await expect(options(page).last()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Escape");
    await expect(listbox(page)).toBeHidden();
    await expect(combobox(page)).toHaveAttribute("aria-expanded", "false");
    await expect(combobox(page)).toHaveValue("cable");
    await page.keyboard.press("Escape");
    await expect(combobox(page)).toHaveValue("");
    await page.keyboard.press("Escape");
  };
  // In the bar (1280 px).
  await escapes();
  await expect(combobox(page)).toBeFocused();
  await combobox(page).fill("cable");
  await expect(listbox(page)).toBeVisible();
  // A click elsewhere (on the page's left margin, clear of the list) closes the list.
  await page.mouse.click(8, 400);
  await expect(listbox(page)).toBeHidden();
  // In the panel, below 1024 px.
  await page.setViewportSize({ width: 768, height: 900 });
  await searchButton(page).click();
  await escapes();
  await expect(combobox(page)).toHaveCount(0);
  await expect(searchButton(page)).toBeFocused();
  await expect(searchButton(page)).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Enter");
  await combobox(page).fill("cable");
  await expectNoAxeViolations(page, { label: "search open with suggestions" });
  // Tab closes the list and moves on to the form's Search button, then out of the panel, which closes.
  await page.keyboard.press("Tab");
  await expect(listbox(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Search", exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(combobox(page)).toBeHidden();
  await expect(searchButton(page)).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("link", { name: /Call Now/ }).first()).toBeFocused();
});

// One test per category: its products' pages in turn, in one browser page.
for (const [category, label] of Object.entries(CATEGORY_LABELS))
  test(`${label}: each product's page: heading, facts, specifications, related, JSON-LD`, async ({ page }) => {
    for (const p of PRODUCTS.filter((x) => x.category === category)) {
      await open(page, productPath(p));
      const main = page.locator("main");
      await expect(main.locator("h1")).toHaveText(p.name);
      await expect(page).toHaveTitle(`${p.name} | SimuTech Nairobi`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", p.description);
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "Shop", CATEGORY_LABELS[p.category], p.name]);
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(p.name);
      const facts = [ksh(kshCents(p.price)), `Rated ${p.rating.toFixed(1)} out of 5 (${p.reviews} reviews)`];
      if (p.originalPrice) facts.push(`You save ${ksh(kshCents(p.originalPrice) - kshCents(p.price))}`);
      for (const fact of facts) await expect(main).toContainText(fact);
      if (p.badge) await expect(main.locator("article").first()).toContainText(p.badge);
      await expect(main.locator("dl dt")).toHaveText(PRODUCT_SPECS[p.id]!.map((s) => s.label));
      // The related products the build chose (which: test/catalogue.test.ts), as its catalogue file lists them.
      const file = join(BUILD_CLIENT, "catalogue/products", `${productPath(p).slice("/shop/".length)}.json`);
      const { related } = JSON.parse(readFileSync(file, "utf8")) as { related: { name: string }[] };
      await expect(cardNames(page)).toHaveText(related.map((r) => r.name));
      // Its structured data (all of it: test/product-jsonld.test.ts), once, valid JSON.
      const jsonLd = page.locator('script[type="application/ld+json"]');
      expect(JSON.parse((await jsonLd.textContent())!)).toMatchObject({
        "@type": "Product",
        name: p.name,
        offers: { price: (kshCents(p.price) / 100).toFixed(2), priceCurrency: "KES" },
      });
      // One template: each category's first page's main (the whole page: foundation.spec.ts).
      if (p === PRODUCTS.find((x) => x.category === category))
        await expectNoAxeViolations(page, { label: productPath(p), include: "main" });
    }
  });

test("Back from a product returns the shop as it was: filters, Load More and scroll, even mid-scroll", async ({
  page,
}) => {
  await open(page, "/shop?sort=price-asc");
  await page.getByRole("button", { name: /^Load More Products/ }).click();
  await expect(page).toHaveURL(/sort=price-asc&more=1$/);
  await expect(cardNames(page)).toHaveCount(PRODUCTS.length);
  const last = [...PRODUCTS].sort((a, b) => a.price - b.price).at(-1)!;
  const link = page.getByRole("link", { name: last.name, exact: true });
  await link.scrollIntoViewIfNeeded();
  // Where the shop was when it was left (the click itself may scroll the link clear of the sticky header), and
  // Back (history.back(), as the browser's button) once the product page has begun its smooth scroll to the top.
  await page.evaluate(() => {
    const w = window as unknown as { __y: number; __start?: number; __backAt?: number };
    w.__y = window.scrollY;
    addEventListener("scroll", () => {
      const y = window.scrollY;
      if (location.pathname === "/shop") {
        if (w.__backAt === undefined) w.__y = y;
      } else if (w.__start === undefined) {
        if (y > 0) w.__start = y;
      } else if (w.__backAt === undefined && y > 0 && y < w.__start) {
        w.__backAt = y;
        history.back();
      }
    });
  });
  await link.click();
  await page.waitForFunction(() => (window as unknown as { __backAt?: number }).__backAt !== undefined);
  await expect(page).toHaveURL(/\/shop\?sort=price-asc&more=1$/);
  await expect(cardNames(page)).toHaveCount(PRODUCTS.length);
  const { y, start, backAt } = await page.evaluate(() => {
    const w = window as unknown as { __y: number; __start: number; __backAt: number };
    return { y: w.__y, start: w.__start, backAt: w.__backAt };
  });
  expect(y).toBeGreaterThan(300);
  expect(backAt, `Back pressed on the way from ${start} to the top`).toBeGreaterThan(0);
  // Where the shop was, once the frames a running scroll could still move have passed.
  await nextFrames(page);
  await nextFrames(page);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - y)).toBeLessThanOrEqual(3);
  // A filter change starts the list short again.
  await page
    .getByRole("group", { name: "Category" })
    .getByRole("link", { name: /^All Products/ })
    .click();
  await expect(page).toHaveURL(/\/shop\?sort=price-asc$/);
  await expect(cardNames(page)).toHaveCount(12);
});
