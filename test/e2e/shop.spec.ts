import type { Page } from "@playwright/test";
import { focused, open, openPainted } from "./support/app";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { MOBILE } from "./support/perf";
import { addToCart, card, cardNames, cartButton, cartCount, ksh, kshCents, product, PRODUCTS } from "./support/shop";

const FILTERS = [
  ["All Products", 32],
  ["iPhone", 8],
  ["Samsung", 10],
  ["Oppo", 7],
  ["Tecno", 7],
] as const;

const names = (ps: ReadonlyArray<{ name: string }>) => ps.map((p) => p.name);
const pressed = (page: Page) => page.getByRole("group", { name: "Category" }).locator('a[aria-current="true"]');
const byCategory = (category: string) => names(PRODUCTS.filter((p) => p.category === category));

test.describe("shop: categories", () => {
  test("shows the fixed counts and presets the filter from ?category=", async ({ page }) => {
    await open(page, "/shop?category=samsung");
    const group = page.getByRole("group", { name: "Category" });
    for (const [label, count] of FILTERS) {
      await expect(group.getByRole("link", { name: `${label} ${count}`, exact: true })).toHaveCount(1);
    }
    await expect(pressed(page)).toHaveText(/^Samsung\s*10$/);
    await expect(cardNames(page)).toHaveText(byCategory("samsung"));
  });

  test("an unknown ?category= shows All Products", async ({ page }) => {
    await open(page, "/shop?category=nokia");
    await expect(pressed(page)).toHaveText(/^All Products\s*32$/);
    await expect(cardNames(page)).toHaveCount(12);
  });

  test("every change is in the URL; Back restores the previous filter", async ({ page }) => {
    await open(page, "/shop");
    const group = page.getByRole("group", { name: "Category" });
    await group.getByRole("link", { name: /^iPhone/ }).click();
    await expect(page).toHaveURL(/\?category=iphone$/);
    await expect(cardNames(page)).toHaveText(byCategory("iphone"));
    await group.getByRole("link", { name: /^Oppo/ }).click();
    await expect(page).toHaveURL(/\?category=oppo$/);
    await expect(cardNames(page)).toHaveText(byCategory("oppo"));
    // Focus stays on the button that was pressed.
    await expect(group.getByRole("link", { name: /^Oppo/ })).toBeFocused();

    await page.goBack();
    await expect(page).toHaveURL(/\?category=iphone$/);
    await expect(pressed(page)).toHaveText(/^iPhone/);
    await expect(cardNames(page)).toHaveText(byCategory("iphone"));
    await page.goBack();
    await page.waitForURL((u) => u.pathname === "/shop" && u.search === "");
    await expect(pressed(page)).toHaveText(/^All Products/);
    await page.goForward();
    await expect(page).toHaveURL(/\?category=iphone$/);
    await expect(pressed(page)).toHaveText(/^iPhone/);
  });
});

test.describe("shop: search, filters, load more, view", () => {
  test("search filters by name, description and category, and combines with the category", async ({ page }) => {
    await open(page, "/shop");
    const box = page.getByRole("searchbox", { name: "Search products" });
    await box.fill("charger");
    await box.press("Enter");
    await expect(page).toHaveURL(/\?q=charger$/);
    // Polled: the URL commits just before React renders the results (the first read could see the whole shop).
    const mentions = (name: string) => {
      const p = product(name);
      return `${p.name} ${p.description} ${p.category}`.toLowerCase().includes("charger");
    };
    await expect
      .poll(
        async () => {
          const found = await cardNames(page).allInnerTexts();
          return { more: found.length > 1, allMatch: found.every(mentions) };
        },
        { message: "more than one card, each naming or describing a charger" },
      )
      .toEqual({ more: true, allMatch: true });
    // A word only in a description ("matatu").
    await box.fill("matatu");
    await box.press("Enter");
    await expect(page).toHaveURL(/\?q=matatu$/);
    await expect(cardNames(page)).toHaveText(names(PRODUCTS.filter((p) => p.description.includes("matatu"))));
    // Category keyword.
    await box.fill("tecno");
    await box.press("Enter");
    await expect(page).toHaveURL(/\?q=tecno$/);
    await expect(cardNames(page)).toHaveText(
      names(PRODUCTS.filter((p) => p.category === "tecno" || /tecno/i.test(p.name + p.description))),
    );
    // With a category: both apply, both in the URL.
    await page
      .getByRole("group", { name: "Category" })
      .getByRole("link", { name: /^Samsung/ })
      .click();
    await page.waitForURL((u) => u.searchParams.get("category") === "samsung" && u.searchParams.get("q") === "tecno");
    await expect(page.getByText("No products match your search and filters.")).toHaveCount(1);
    await expect(page.locator('[data-testid="product-card"]')).toHaveCount(0);
  });

  test("an empty result says so and offers to clear the filters", async ({ page }) => {
    await open(page, "/shop?category=oppo&q=flux+capacitor");
    await expect(page.getByTestId("shop-status")).toHaveText("No products found");
    await expect(page.getByText("No products match your search and filters.")).toHaveCount(1);
    await expect(page.locator('[data-testid="product-card"]')).toHaveCount(0);
    await page.getByRole("button", { name: "Clear filters" }).click();
    await page.waitForURL((u) => u.pathname === "/shop" && u.search === "");
    await expect(cardNames(page)).toHaveCount(12);
    await expect(page.getByRole("searchbox", { name: "Search products" })).toHaveValue("");
    await expect(pressed(page)).toHaveText(/^All Products/);
    // Focus lands on the results heading, not on <body>.
    await expect.poll(() => focused(page)).toMatchObject({ tag: "h2", text: "Products" });
  });

  test("More Filters: price range and sort, in the URL", async ({ page, newContext }) => {
    await open(page, "/shop");
    const toggle = page.getByRole("button", { name: "More Filters" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByLabel("Min price (KSh)")).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.getByLabel("Min price (KSh)").fill("1500");
    await page.getByLabel("Max price (KSh)").fill("4000");
    await page.getByLabel("Sort by").selectOption("price-asc");
    // The rest of the page: foundation.spec.ts.
    await expectNoAxeViolations(page, { include: "main form", label: "shop with the filter panel open" });
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL((u) => u.search === "?min=1500&max=4000&sort=price-asc");
    const expected = names(
      PRODUCTS.filter((p) => kshCents(p.price) >= 150_000 && kshCents(p.price) <= 400_000).sort(
        (a, b) => a.price - b.price,
      ),
    );
    expect(expected.length).toBeGreaterThan(2);
    await expect(cardNames(page)).toHaveText(expected);

    await page.getByLabel("Sort by").selectOption("price-desc");
    // Enter in a field of the panel applies it too.
    await page.getByLabel("Max price (KSh)").press("Enter");
    await page.waitForURL((u) => u.searchParams.get("sort") === "price-desc");
    // Ties keep catalogue order (a stable sort).
    const descending = names(PRODUCTS.filter((p) => expected.includes(p.name)).sort((a, b) => b.price - a.price));
    await expect(cardNames(page)).toHaveText(descending);

    await page.getByLabel("Sort by").selectOption("rating");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL((u) => u.searchParams.get("sort") === "rating");
    // Read through a retrying assertion: the URL commits just before React renders the new order.
    const byRating = names(
      PRODUCTS.filter((p) => expected.includes(p.name)).sort((a, b) => b.rating - a.rating || b.reviews - a.reviews),
    );
    await expect(cardNames(page)).toHaveText(byRating);

    // A shared link opens with the panel open and filled in.
    const shared = await (await newContext()).newPage();
    await open(shared, "/shop?min=1500&max=4000&sort=price-asc");
    await expect(shared.getByRole("button", { name: "More Filters" })).toHaveAttribute("aria-expanded", "true");
    await expect(shared.getByLabel("Min price (KSh)")).toHaveValue("1500");
    await expect(shared.getByLabel("Sort by")).toHaveValue("price-asc");
    await expect(cardNames(shared)).toHaveText(expected);

    // Reset clears price and sort only.
    await page.getByRole("button", { name: "Reset" }).click();
    await page.waitForURL((u) => u.pathname === "/shop" && u.search === "");
    await expect(page.getByLabel("Min price (KSh)")).toHaveValue("");
  });

  test("Load More shows the rest, then it is gone; focus goes to the first new product", async ({ page }) => {
    await open(page, "/shop");
    await expect(cardNames(page)).toHaveText(names(PRODUCTS.slice(0, 12)));
    await expect(page.getByTestId("shop-status")).toHaveText(`Showing 12 of ${PRODUCTS.length} products`);
    await page.getByRole("button", { name: /^Load More Products/ }).click();
    await expect(cardNames(page)).toHaveText(names(PRODUCTS));
    await expect(page.getByRole("button", { name: /^Load More Products/ })).toHaveCount(0);
    await expect(page.getByTestId("shop-status")).toHaveText(
      `Showing ${PRODUCTS.length} of ${PRODUCTS.length} products`,
    );
    await expect
      .poll(() => focused(page))
      .toMatchObject({ tag: "li", text: expect.stringContaining(PRODUCTS[12]!.name) });
    // Switching the view keeps the expanded list.
    await page.getByRole("button", { name: "List", exact: true }).click();
    await expect(page).toHaveURL(/view=list/);
    await expect(cardNames(page)).toHaveCount(PRODUCTS.length);
  });

  test("grid/list toggle: aria-pressed and the URL", async ({ page }) => {
    await open(page, "/shop");
    const view = page.getByRole("group", { name: "View" });
    const grid = view.getByRole("button", { name: "Grid", exact: true });
    const list = view.getByRole("button", { name: "List", exact: true });
    await expect(grid).toHaveAttribute("aria-pressed", "true");
    await expect(list).toHaveAttribute("aria-pressed", "false");
    await list.click();
    await expect(page).toHaveURL(/\?view=list$/);
    await expect(list).toHaveAttribute("aria-pressed", "true");
    await expect(grid).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByTestId("product-list")).toHaveAttribute("data-view", "list");
    // One card per row in list view.
    const tops = await page
      .locator('[data-testid="product-card"]')
      .evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect().top));
    expect(tops[1]).toBeGreaterThan(tops[0]!);
    // The description shows in list view.
    await expect(card(page, PRODUCTS[0]!.name).getByText(PRODUCTS[0]!.description)).toHaveCount(1);
    await expectNoAxeViolations(page, { include: '[data-testid="product-list"]', label: "shop list view" });
    await page.reload();
    await expect(list).toHaveAttribute("aria-pressed", "true");
    await grid.click();
    await page.waitForURL((u) => u.search === "");
    await expect(page.getByTestId("product-list")).toHaveAttribute("data-view", "grid");
  });
});

test.describe("product cards", () => {
  test("image, badge, rating text, KSh price, original price struck through", async ({ page }) => {
    await open(page, "/shop");
    const sale = PRODUCTS.find((p) => p.originalPrice && p.badge === "Sale")!;
    const c = card(page, sale.name);
    const img = c.locator("img");
    await expect(img).toHaveAttribute("src", sale.image);
    await expect(img).toHaveAttribute("alt", sale.imageAlt);
    await expect(img).toHaveAttribute("width", "400");
    await expect(img).toHaveAttribute("height", "400");
    await expect(c.getByText(sale.badge!, { exact: true })).toHaveCount(1);
    await expect(c.getByText(`Rated ${sale.rating.toFixed(1)} out of 5, ${sale.reviews} reviews`)).toHaveCount(1);
    await expect(c).toContainText(ksh(kshCents(sale.price)));
    const struck = c.locator("s");
    await expect(struck).toContainText(ksh(kshCents(sale.originalPrice!)));
    await expect(struck).toHaveCSS("text-decoration-line", /line-through/);
    // No original price where there is none.
    const plain = PRODUCTS.find((p) => !p.originalPrice)!;
    await expect(card(page, plain.name).locator("s")).toHaveCount(0);
  });

  test("Add to Cart: badge count and a polite announcement", async ({ page }) => {
    await open(page, "/shop");
    const a = PRODUCTS[0]!;
    const b = PRODUCTS[4]!;
    expect(await cartCount(page)).toBe(0);
    await addToCart(page, a.name);
    await expect.poll(() => cartCount(page)).toBe(1);
    const live = page.locator('[role="status"][aria-live="polite"]').filter({ hasText: "added to cart" });
    await expect(live.first()).toHaveText(`${a.name} added to cart`);
    await addToCart(page, a.name);
    await addToCart(page, b.name);
    await expect.poll(() => cartCount(page)).toBe(3);
    await expect(live.first()).toHaveText(`${b.name} added to cart`);
    await expect(cartButton(page)).toContainText("3");
    await expectNoAxeViolations(page, { include: "header", label: "/shop after adding: the cart button's count" });
  });
});

test.describe("shop: first paint from HTML", () => {
  /** Where the heading, the search, the categories, the status, the first image and the fourth card are. */
  const layout = (page: Page) =>
    page.evaluate(() =>
      [
        "h1",
        'input[name="q"]',
        '[role="group"][aria-label="Category"]',
        '[data-testid="shop-status"]',
        '[data-testid="product-card"] img',
        '[data-testid="product-list"] > li:nth-child(4)',
      ].map((selector) => {
        const { x, y, width, height } = document.querySelector(selector)!.getBoundingClientRect();
        return { selector, x, y, width, height };
      }),
    );

  test("/shop's HTML, before any script of the app runs, is the route's whole first page of cards, the first image its high-priority LCP, eager above the fold and lazy below; hydration keeps them in the same places", async ({
    newContext,
  }) => {
    const { page } = await openPainted(await newContext(MOBILE), "/shop");
    await expect(cardNames(page)).toHaveText(names(PRODUCTS.slice(0, 12)));
    await expect(page.getByTestId("shop-status")).toHaveText(`Showing 12 of ${PRODUCTS.length} products`);
    await expect(pressed(page)).toHaveText(/^All Products\s*32$/);
    const images = page.locator('[data-testid="product-card"] img');
    await expect(images.first()).toBeVisible();
    await expect(images.first()).toHaveAttribute("fetchpriority", "high");
    const loading = await images.evaluateAll((imgs) => imgs.map((i) => i.getAttribute("loading")));
    expect(loading).toEqual([...Array<string>(4).fill("eager"), ...Array<string>(8).fill("lazy")]);
    const before = await layout(page);
    const app = await (await newContext(MOBILE)).newPage();
    await open(app, "/shop");
    await expect(cardNames(app)).toHaveText(names(PRODUCTS.slice(0, 12)));
    expect(await layout(app)).toEqual(before);
  });

  test("a shared link with a query shows no listing from the HTML (it would be the wrong one), then the route's own", async ({
    newContext,
  }) => {
    const context = await newContext(MOBILE);
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
});
