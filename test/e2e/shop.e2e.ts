import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, setupE2E } from "./harness";
import { active, addToCart, card, cartCount, ksh, kshCents, product, PRODUCTS } from "./shop-helpers";

const { openPage } = setupE2E();

const FILTERS = [
  ["All Products", 32],
  ["iPhone", 8],
  ["Samsung", 10],
  ["Oppo", 7],
  ["Tecno", 7],
] as const;

const cardNames = (page: import("playwright-core").Page) =>
  page.locator('[data-testid="product-card"] :is(h2, h3)').allInnerTexts();
const pressed = (page: import("playwright-core").Page) =>
  page.getByRole("group", { name: "Category" }).locator('button[aria-pressed="true"]').innerText();
const search = (page: import("playwright-core").Page) => new URL(page.url()).search;

describe("shop: categories", () => {
  it("shows the fixed counts and presets the filter from ?category=", async () => {
    const { page } = await openPage("/shop?category=samsung");
    const group = page.getByRole("group", { name: "Category" });
    for (const [label, count] of FILTERS) {
      const button = group.getByRole("button", { name: `${label} ${count}`, exact: true });
      await expect(button.count()).resolves.toBe(1);
    }
    await expect(pressed(page)).resolves.toMatch(/^Samsung\s*10$/);
    const names = await cardNames(page);
    expect(names).toEqual(PRODUCTS.filter((p) => p.category === "samsung").map((p) => p.name));
  });

  it("an unknown ?category= shows All Products", async () => {
    const { page } = await openPage("/shop?category=nokia");
    await expect(pressed(page)).resolves.toMatch(/^All Products\s*32$/);
    await expect(cardNames(page)).resolves.toHaveLength(12);
  });

  it("every change is in the URL; Back restores the previous filter", async () => {
    const { page } = await openPage("/shop");
    const group = page.getByRole("group", { name: "Category" });
    await group.getByRole("button", { name: /^iPhone/ }).click();
    await page.waitForURL(/\?category=iphone$/);
    await expect
      .poll(() => cardNames(page))
      .toEqual(PRODUCTS.filter((p) => p.category === "iphone").map((p) => p.name));
    await group.getByRole("button", { name: /^Oppo/ }).click();
    await page.waitForURL(/\?category=oppo$/);
    await expect.poll(() => cardNames(page)).toEqual(PRODUCTS.filter((p) => p.category === "oppo").map((p) => p.name));
    // Focus stays on the button that was pressed.
    await expect(active(page)).resolves.toMatchObject({ tag: "button", text: expect.stringMatching(/^Oppo/) });

    await page.goBack();
    await page.waitForURL(/\?category=iphone$/);
    await expect.poll(() => pressed(page)).toMatch(/^iPhone/);
    await expect
      .poll(() => cardNames(page))
      .toEqual(PRODUCTS.filter((p) => p.category === "iphone").map((p) => p.name));
    await page.goBack();
    await page.waitForURL((u) => u.pathname === "/shop" && u.search === "");
    await expect.poll(() => pressed(page)).toMatch(/^All Products/);
    await page.goForward();
    await page.waitForURL(/\?category=iphone$/);
    await expect.poll(() => pressed(page)).toMatch(/^iPhone/);
  });
});

describe("shop: search, filters, load more, view", () => {
  it("search filters by name, description and category, and combines with the category", async () => {
    const { page } = await openPage("/shop");
    const box = page.getByRole("searchbox", { name: "Search products" });
    await box.fill("charger");
    await box.press("Enter");
    await page.waitForURL(/\?q=charger$/);
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(1);
    for (const n of names) {
      const p = product(n);
      expect(`${p.name} ${p.description} ${p.category}`.toLowerCase()).toContain("charger");
    }
    // A word only in a description ("matatu").
    await box.fill("matatu");
    await box.press("Enter");
    await page.waitForURL(/\?q=matatu$/);
    await expect
      .poll(() => cardNames(page))
      .toEqual(PRODUCTS.filter((p) => p.description.includes("matatu")).map((p) => p.name));
    // Category keyword.
    await box.fill("tecno");
    await box.press("Enter");
    await page.waitForURL(/\?q=tecno$/);
    await expect
      .poll(() => cardNames(page))
      .toEqual(
        PRODUCTS.filter((p) => p.category === "tecno" || /tecno/i.test(p.name + p.description)).map((p) => p.name),
      );
    // With a category: both apply, both in the URL.
    await page
      .getByRole("group", { name: "Category" })
      .getByRole("button", { name: /^Samsung/ })
      .click();
    await page.waitForURL((u) => u.searchParams.get("category") === "samsung" && u.searchParams.get("q") === "tecno");
    await expect.poll(() => page.getByText("No products match your search and filters.").count()).toBe(1);
    await expect(page.locator('[data-testid="product-card"]').count()).resolves.toBe(0);
  });

  it("an empty result says so and offers to clear the filters", async () => {
    const { page } = await openPage("/shop?category=oppo&q=flux+capacitor");
    await expect(page.getByTestId("shop-status").innerText()).resolves.toBe("No products found");
    await expect(page.getByText("No products match your search and filters.").count()).resolves.toBe(1);
    await expect(page.locator('[data-testid="product-card"]').count()).resolves.toBe(0);
    await page.getByRole("button", { name: "Clear filters" }).click();
    await page.waitForURL((u) => u.pathname === "/shop" && u.search === "");
    await expect.poll(() => cardNames(page)).toHaveLength(12);
    await expect(page.getByRole("searchbox", { name: "Search products" }).inputValue()).resolves.toBe("");
    await expect(pressed(page)).resolves.toMatch(/^All Products/);
    // Focus lands on the results heading, not on <body>.
    await expect(active(page)).resolves.toMatchObject({ tag: "h2", text: "Products" });
  });

  it("More Filters: price range and sort, in the URL", async () => {
    const { page } = await openPage("/shop");
    const toggle = page.getByRole("button", { name: "More Filters" });
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(page.getByLabel("Min price (KSh)").isVisible()).resolves.toBe(false);
    await toggle.click();
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
    await page.getByLabel("Min price (KSh)").fill("1500");
    await page.getByLabel("Max price (KSh)").fill("4000");
    await page.getByLabel("Sort by").selectOption("price-asc");
    await expectNoAxeViolations(page, "shop with the filter panel open");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL((u) => u.search === "?min=1500&max=4000&sort=price-asc");
    const expected = PRODUCTS.filter((p) => kshCents(p.price) >= 150_000 && kshCents(p.price) <= 400_000)
      .sort((a, b) => a.price - b.price)
      .map((p) => p.name);
    expect(expected.length).toBeGreaterThan(2);
    await expect.poll(() => cardNames(page)).toEqual(expected);

    await page.getByLabel("Sort by").selectOption("price-desc");
    // Enter in a field of the panel applies it too.
    await page.getByLabel("Max price (KSh)").press("Enter");
    await page.waitForURL((u) => u.searchParams.get("sort") === "price-desc");
    // Ties keep catalogue order (a stable sort).
    const descending = PRODUCTS.filter((p) => expected.includes(p.name))
      .sort((a, b) => b.price - a.price)
      .map((p) => p.name);
    await expect.poll(() => cardNames(page)).toEqual(descending);

    await page.getByLabel("Sort by").selectOption("rating");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL((u) => u.searchParams.get("sort") === "rating");
    const rated = (await cardNames(page)).map((n) => product(n).rating);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));

    // A shared link opens with the panel open and filled in.
    const { page: shared } = await openPage("/shop?min=1500&max=4000&sort=price-asc");
    await expect(shared.getByRole("button", { name: "More Filters" }).getAttribute("aria-expanded")).resolves.toBe(
      "true",
    );
    await expect(shared.getByLabel("Min price (KSh)").inputValue()).resolves.toBe("1500");
    await expect(shared.getByLabel("Sort by").inputValue()).resolves.toBe("price-asc");
    await expect.poll(() => cardNames(shared)).toEqual(expected);

    // Reset clears price and sort only.
    await page.getByRole("button", { name: "Reset" }).click();
    await page.waitForURL((u) => u.pathname === "/shop" && u.search === "");
    await expect(page.getByLabel("Min price (KSh)").inputValue()).resolves.toBe("");
  });

  it("Load More shows the rest, then it is gone; focus goes to the first new product", async () => {
    const { page } = await openPage("/shop");
    await expect(cardNames(page)).resolves.toEqual(PRODUCTS.slice(0, 12).map((p) => p.name));
    await expect(page.getByTestId("shop-status").innerText()).resolves.toBe(
      `Showing 12 of ${PRODUCTS.length} products`,
    );
    await page.getByRole("button", { name: /^Load More Products/ }).click();
    await expect.poll(() => cardNames(page)).toEqual(PRODUCTS.map((p) => p.name));
    await expect(page.getByRole("button", { name: /^Load More Products/ }).count()).resolves.toBe(0);
    await expect(page.getByTestId("shop-status").innerText()).resolves.toBe(
      `Showing ${PRODUCTS.length} of ${PRODUCTS.length} products`,
    );
    await expect(active(page)).resolves.toMatchObject({ tag: "li", text: expect.stringContaining(PRODUCTS[12]!.name) });
    // Switching the view keeps the expanded list; changing a filter starts again at 12.
    await page.getByRole("button", { name: "List", exact: true }).click();
    await page.waitForURL(/view=list/);
    await expect.poll(() => cardNames(page)).toHaveLength(PRODUCTS.length);
  });

  it("grid/list toggle: aria-pressed and the URL", async () => {
    const { page } = await openPage("/shop");
    const view = page.getByRole("group", { name: "View" });
    const grid = view.getByRole("button", { name: "Grid", exact: true });
    const list = view.getByRole("button", { name: "List", exact: true });
    await expect(grid.getAttribute("aria-pressed")).resolves.toBe("true");
    await expect(list.getAttribute("aria-pressed")).resolves.toBe("false");
    await list.click();
    await page.waitForURL(/\?view=list$/);
    await expect(list.getAttribute("aria-pressed")).resolves.toBe("true");
    await expect(grid.getAttribute("aria-pressed")).resolves.toBe("false");
    await expect(page.getByTestId("product-list").getAttribute("data-view")).resolves.toBe("list");
    // One card per row in list view.
    const boxes = await page
      .locator('[data-testid="product-card"]')
      .evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect().top));
    expect(boxes[1]).toBeGreaterThan(boxes[0]!);
    // The description shows in list view.
    await expect(card(page, PRODUCTS[0]!.name).getByText(PRODUCTS[0]!.description).count()).resolves.toBe(1);
    await expectNoAxeViolations(page, "shop list view");
    await page.reload();
    await expect(page.getByRole("button", { name: "List", exact: true }).getAttribute("aria-pressed")).resolves.toBe(
      "true",
    );
    await grid.click();
    await page.waitForURL((u) => u.search === "");
    await expect(page.getByTestId("product-list").getAttribute("data-view")).resolves.toBe("grid");
  });
});

describe("product cards", () => {
  it("image, badge, rating text, KSh price, original price struck through", async () => {
    const { page } = await openPage("/shop");
    const sale = PRODUCTS.find((p) => p.originalPrice && p.badge === "Sale")!;
    const c = card(page, sale.name);
    const img = c.locator("img");
    await expect(img.getAttribute("src")).resolves.toBe(sale.image);
    await expect(img.getAttribute("alt")).resolves.toBe(sale.imageAlt);
    await expect(img.getAttribute("width")).resolves.toBe("400");
    await expect(img.getAttribute("height")).resolves.toBe("400");
    await expect(c.getByText(sale.badge!, { exact: true }).count()).resolves.toBe(1);
    await expect(
      c.getByText(`Rated ${sale.rating.toFixed(1)} out of 5, ${sale.reviews} reviews`).count(),
    ).resolves.toBe(1);
    await expect(c.innerText()).resolves.toContain(ksh(kshCents(sale.price)));
    const struck = c.locator("s");
    await expect(struck.innerText()).resolves.toContain(ksh(kshCents(sale.originalPrice!)));
    await expect(struck.evaluate((e) => getComputedStyle(e).textDecorationLine)).resolves.toContain("line-through");
    // No original price where there is none.
    const plain = PRODUCTS.find((p) => !p.originalPrice)!;
    await expect(card(page, plain.name).locator("s").count()).resolves.toBe(0);
  });

  it("images: eager above the fold, lazy below, sized so nothing shifts", async () => {
    const { page } = await openPage("/shop");
    const loading = await page
      .locator('[data-testid="product-card"] img')
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute("loading")));
    expect(loading.slice(0, 4)).toEqual(["eager", "eager", "eager", "eager"]);
    expect(loading.slice(4).every((l) => l === "lazy")).toBe(true);
    // Every image is served by this site.
    const srcs = await page
      .locator('[data-testid="product-card"] img')
      .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
    for (const src of srcs) expect(new URL(src).origin).toBe(new URL(page.url()).origin);
  });

  it("Add to Cart: badge count and a polite announcement", async () => {
    const { page } = await openPage("/shop");
    const a = PRODUCTS[0]!;
    const b = PRODUCTS[4]!;
    await expect(cartCount(page)).resolves.toBe(0);
    await addToCart(page, a.name);
    await expect.poll(() => cartCount(page)).toBe(1);
    const live = page.locator('[role="status"][aria-live="polite"]').filter({ hasText: "added to cart" });
    await expect.poll(() => live.first().innerText()).toBe(`${a.name} added to cart`);
    await addToCart(page, a.name);
    await addToCart(page, b.name);
    await expect.poll(() => cartCount(page)).toBe(3);
    await expect.poll(() => live.first().innerText()).toBe(`${b.name} added to cart`);
    await expect(page.locator('[data-testid="cart-button"]').innerText()).resolves.toContain("3");
    await expectNoAxeViolations(page, "/shop after adding");
  });
});
