/**
 * The shop's controls in the page: each change in the URL, the list the page shows, focus, Back. What a query
 * lists (search, category, price, sort, fits) is test/shop-query.test.ts's; here one case of each, as a visitor.
 */
import type { Page } from "@playwright/test";
import { productPath } from "../../app/lib/slug";
import { focused, open, openPainted } from "./support/app";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { MOBILE } from "./support/perf";
import { addToCart, card, cardNames, cartButton, cartCount, ksh, kshCents, PRODUCTS } from "./support/shop";

const names = (ps: ReadonlyArray<{ name: string }>) => ps.map((p) => p.name);
const category = (page: Page) => page.getByRole("group", { name: "Category" });
const pressed = (page: Page) => category(page).locator('a[aria-current="true"]');
const byCategory = (c: string) => names(PRODUCTS.filter((p) => p.category === c));
const status = (page: Page) => page.getByTestId("shop-status");

test("categories: the fixed counts, preset from ?category= (an unknown one: test/shop-query.test.ts); Back and Forward; search, with a category too; nothing found says so, and Clear filters starts over with focus on the results; More Filters: price range and sort, in the URL, a shared link opens it filled in; Reset clears them", async ({
  page,
  newContext,
}) => {
  await open(page, "/shop?category=samsung");
  const counts = ["All Products 32", "iPhone 8", "Samsung 10", "Oppo 7", "Tecno 7"];
  for (const name of counts) await expect(category(page).getByRole("link", { name, exact: true })).toHaveCount(1);
  await expect(pressed(page)).toHaveText(/^Samsung\s*10$/);
  await expect(cardNames(page)).toHaveText(byCategory("samsung"));
  await category(page).getByRole("link", { name: /^Oppo/ }).click();
  await expect(page).toHaveURL(/\?category=oppo$/);
  await expect(cardNames(page)).toHaveText(byCategory("oppo"));
  // Focus stays on the link that was pressed.
  await expect(category(page).getByRole("link", { name: /^Oppo/ })).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(/\?category=samsung$/);
  await expect(pressed(page)).toHaveText(/^Samsung/);
  await expect(cardNames(page)).toHaveText(byCategory("samsung"));
  await page.goForward();
  await expect(page).toHaveURL(/\?category=oppo$/);
  await expect(pressed(page)).toHaveText(/^Oppo/);

  // Search, with a category too; nothing found says so, and Clear filters starts over with focus on the results.
  await open(page, "/shop");
  const box = page.getByRole("searchbox", { name: "Search products" });
  await box.fill("matatu");
  await box.press("Enter");
  await expect(page).toHaveURL(/\?q=matatu$/);
  // A word only in a description.
  await expect(cardNames(page)).toHaveText(names(PRODUCTS.filter((p) => p.description.includes("matatu"))));
  await box.fill("tecno");
  await box.press("Enter");
  // The category links carry the search once its URL is in place.
  await expect(page).toHaveURL(/\?q=tecno$/);
  await category(page)
    .getByRole("link", { name: /^Samsung/ })
    .click();
  await page.waitForURL((u) => u.searchParams.get("category") === "samsung" && u.searchParams.get("q") === "tecno");
  await expect(status(page)).toHaveText("No products found");
  await expect(page.getByText("No products match your search and filters.")).toHaveCount(1);
  await expect(page.locator('[data-testid="product-card"]')).toHaveCount(0);
  await page.getByRole("button", { name: "Clear filters" }).click();
  await page.waitForURL((u) => u.pathname === "/shop" && u.search === "");
  await expect(cardNames(page)).toHaveCount(12);
  await expect(box).toHaveValue("");
  await expect(pressed(page)).toHaveText(/^All Products/);
  await expect.poll(() => focused(page)).toMatchObject({ tag: "h2", text: "Products" });

  // More Filters: price range and sort, in the URL, a shared link opens it filled in; Reset clears them.
  const toggle = page.getByRole("button", { name: "More Filters" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByLabel("Min price (KSh)")).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  // The panel's own border and padding: a reset for its fieldset, later in the CSS, had taken them away.
  const panel = page.getByRole("group", { name: "Price range and sort" });
  await expect(panel).toHaveCSS("border-top-width", "1px");
  await expect(panel).toHaveCSS("padding-left", "16px");
  await page.getByLabel("Min price (KSh)").fill("1500");
  await page.getByLabel("Max price (KSh)").fill("4000");
  await page.getByLabel("Sort by").selectOption("price-asc");
  await expectNoAxeViolations(page, { include: "main form", label: "shop with the filter panel open" });
  await page.getByRole("button", { name: "Apply" }).click();
  await page.waitForURL((u) => u.search === "?min=1500&max=4000&sort=price-asc");
  const inRange = PRODUCTS.filter((p) => kshCents(p.price) >= 150_000 && kshCents(p.price) <= 400_000);
  const ascending = names([...inRange].sort((a, b) => a.price - b.price));
  expect(ascending.length).toBeGreaterThan(2);
  await expect(cardNames(page)).toHaveText(ascending);
  // Enter in a field of the panel applies it too.
  await page.getByLabel("Sort by").selectOption("price-desc");
  await page.getByLabel("Max price (KSh)").press("Enter");
  await page.waitForURL((u) => u.searchParams.get("sort") === "price-desc");
  await expect(cardNames(page)).toHaveText(names([...inRange].sort((a, b) => b.price - a.price)));

  const shared = await (await newContext()).newPage();
  await open(shared, "/shop?min=1500&max=4000&sort=price-asc");
  await expect(shared.getByRole("button", { name: "More Filters" })).toHaveAttribute("aria-expanded", "true");
  await expect(shared.getByLabel("Min price (KSh)")).toHaveValue("1500");
  await expect(shared.getByLabel("Sort by")).toHaveValue("price-asc");
  await expect(cardNames(shared)).toHaveText(ascending);

  await page.getByRole("button", { name: "Reset" }).click();
  await page.waitForURL((u) => u.pathname === "/shop" && u.search === "");
  await expect(page.getByLabel("Min price (KSh)")).toHaveValue("");
});

test("Load More shows the rest, then is gone, focus on the first new product; the list view keeps them; a card: image, badge, rating text, KSh price, original price struck through; Add to Cart announces; its name links to its page", async ({
  page,
}) => {
  await open(page, "/shop");
  await expect(status(page)).toHaveText(`Showing 12 of ${PRODUCTS.length} products`);
  await page.getByRole("button", { name: /^Load More Products/ }).click();
  await expect(cardNames(page)).toHaveText(names(PRODUCTS));
  await expect(page.getByRole("button", { name: /^Load More Products/ })).toHaveCount(0);
  await expect(status(page)).toHaveText(`Showing ${PRODUCTS.length} of ${PRODUCTS.length} products`);
  await expect
    .poll(() => focused(page))
    .toMatchObject({ tag: "li", text: expect.stringContaining(PRODUCTS[12]!.name) });
  const view = page.getByRole("group", { name: "View" });
  const [grid, list] = [view.getByRole("button", { name: "Grid" }), view.getByRole("button", { name: "List" })];
  await expect(grid).toHaveAttribute("aria-pressed", "true");
  await list.click();
  await expect(page).toHaveURL(/view=list/);
  await expect(cardNames(page)).toHaveCount(PRODUCTS.length);
  await expect(list).toHaveAttribute("aria-pressed", "true");
  await expect(grid).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByTestId("product-list")).toHaveAttribute("data-view", "list");
  // One card per row, with its description.
  const tops = await page
    .locator('[data-testid="product-card"]')
    .evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect().top));
  expect(tops[1]).toBeGreaterThan(tops[0]!);
  await expect(card(page, PRODUCTS[0]!.name).getByText(PRODUCTS[0]!.description)).toHaveCount(1);
  await expectNoAxeViolations(page, { include: '[data-testid="product-list"]', label: "shop list view" });
  await page.reload();
  await expect(list).toHaveAttribute("aria-pressed", "true");
  await grid.click();
  await expect(page.getByTestId("product-list")).toHaveAttribute("data-view", "grid");

  // A card: image, badge, rating text, KSh price, original price struck through; Add to Cart announces.
  const sale = PRODUCTS.find((p) => p.originalPrice && p.badge === "Sale")!;
  const c = card(page, sale.name);
  await expect(c.locator("img")).toHaveAttribute("src", sale.image);
  await expect(c.locator("img")).toHaveAttribute("alt", sale.imageAlt);
  await expect(c.getByText(sale.badge!, { exact: true })).toHaveCount(1);
  await expect(c.getByText(`Rated ${sale.rating.toFixed(1)} out of 5, ${sale.reviews} reviews`)).toHaveCount(1);
  await expect(c).toContainText(ksh(kshCents(sale.price)));
  await expect(c.locator("s")).toContainText(ksh(kshCents(sale.originalPrice!)));
  await expect(c.locator("s")).toHaveCSS("text-decoration-line", /line-through/);
  await expect(card(page, PRODUCTS.find((p) => !p.originalPrice)!.name).locator("s")).toHaveCount(0);

  const [a, b] = [PRODUCTS[0]!, PRODUCTS[4]!];
  const live = page.locator('[role="status"][aria-live="polite"]').filter({ hasText: "added to cart" });
  await addToCart(page, a.name);
  await expect(live.first()).toHaveText(`${a.name} added to cart`);
  await addToCart(page, a.name);
  await addToCart(page, b.name);
  await expect.poll(() => cartCount(page)).toBe(3);
  await expect(live.first()).toHaveText(`${b.name} added to cart`);
  await expect(cartButton(page)).toContainText("3");
  await expectNoAxeViolations(page, { include: "header", label: "/shop after adding: the cart button's count" });

  // A card's name links to its product page, whose related products link on and whose breadcrumb leads back.
  const p = PRODUCTS[1]!;
  await expect(card(page, p.name).getByRole("link")).toHaveText(p.name);
  await expect(card(page, p.name).getByRole("link")).toHaveAttribute("href", productPath(p));
  await card(page, p.name).getByRole("link", { name: p.name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.name);
  const next = PRODUCTS.find((r) => r.category === p.category && r.id !== p.id)!;
  await page.getByRole("link", { name: next.name, exact: true }).click();
  await expect(page).toHaveURL(productPath(next));
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Shop" }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test("/shop's HTML is its first page of cards, the first image its LCP, eager above the fold (no layout shift as it hydrates: weight.spec.ts); a shared link with a query shows no listing from the HTML (it would be the wrong one), then its own", async ({
  newContext,
}) => {
  const context = await newContext(MOBILE);
  const { page } = await openPainted(context, "/shop");
  await expect(cardNames(page)).toHaveText(names(PRODUCTS.slice(0, 12)));
  await expect(status(page)).toHaveText(`Showing 12 of ${PRODUCTS.length} products`);
  await expect(pressed(page)).toHaveText(/^All Products\s*32$/);
  const images = page.locator('[data-testid="product-card"] img');
  await expect(images.first()).toHaveAttribute("fetchpriority", "high");
  const loading = await images.evaluateAll((imgs) => imgs.map((i) => i.getAttribute("loading")));
  expect(loading).toEqual([...Array<string>(4).fill("eager"), ...Array<string>(8).fill("lazy")]);
  await page.close();
  for (const url of [
    "/shop?category=samsung",
    "/shop?q=tecno",
    "/shop?sort=price-asc&all=1",
    "/shop?fits=galaxy-a54",
  ]) {
    const { page } = await openPainted(context, url);
    await expect(page.locator("h1"), url).toBeVisible();
    await expect(page.getByTestId("product-list"), url).toBeHidden();
    await expect(page.getByRole("search", { name: "Products" }), url).toBeHidden();
    await page.close();
  }
  // A query the shop does not read (a campaign tag) is the plain /shop: its listing paints.
  const tagged = await openPainted(await newContext(MOBILE), "/shop?utm_source=whatsapp");
  await expect(tagged.page.getByTestId("product-list")).toBeVisible();
  const app = await (await newContext(MOBILE)).newPage();
  await open(app, "/shop?category=samsung");
  await expect(cardNames(app)).toHaveText(byCategory("samsung"));
});
