import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, setupE2E } from "./harness";
import {
  active,
  addToCart,
  CART_KEY,
  cartButton,
  cartCount,
  cartItemOf,
  drawer,
  expectedTotals,
  ksh,
  kshCents,
  openDrawer,
  PRODUCTS,
  seedStorage,
} from "./shop-helpers";

const { openPage } = setupE2E();

const A = PRODUCTS[0]!; // 24.99
const B = PRODUCTS[9]!; // 9.99
const C = PRODUCTS[5]!; // 79.00, on sale

const legacy = (items: unknown[]) => JSON.stringify({ state: { items }, version: 0 });
const stored = (page: import("playwright-core").Page) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? "null"), CART_KEY);

async function totalsShown(page: import("playwright-core").Page) {
  const d = drawer(page);
  return {
    subtotal: await d.getByTestId("cart-subtotal").innerText(),
    shipping: await d.getByTestId("cart-shipping").innerText(),
    tax: await d.getByTestId("cart-tax").innerText(),
    total: await d.getByTestId("cart-total").innerText(),
  };
}

describe("cart drawer", () => {
  it("empty: a modal dialog that says so; Escape closes and focus returns to the cart button", async () => {
    const { page } = await openPage("/shop");
    await openDrawer(page);
    const d = drawer(page);
    await expect(d.getAttribute("aria-modal")).resolves.toBe("true");
    await expect(page.getByRole("dialog", { name: "Shopping Cart" }).count()).resolves.toBe(1);
    await expect(d.getByText("Your cart is empty", { exact: true }).count()).resolves.toBe(1);
    await expect(active(page)).resolves.toMatchObject({ inDialog: "cart-drawer" });
    await expectNoAxeViolations(page, "empty drawer");
    await page.keyboard.press("Escape");
    await expect.poll(() => d.count()).toBe(0);
    await expect(active(page)).resolves.toMatchObject({ testId: "cart-button" });
  });

  it("items, quantities, totals to the cent; minus/plus/remove named by product; Clear All", async () => {
    const { page } = await openPage("/shop");
    await addToCart(page, A.name);
    await addToCart(page, B.name);
    await addToCart(page, B.name);
    await addToCart(page, C.name);
    await expect.poll(() => cartCount(page)).toBe(4);
    await openDrawer(page);
    const d = drawer(page);
    await expect(d.getByTestId("cart-item").count()).resolves.toBe(3);

    let t = expectedTotals([
      [A, 1],
      [B, 2],
      [C, 1],
    ]);
    await expect(totalsShown(page)).resolves.toEqual({
      subtotal: ksh(t.subtotal),
      shipping: "Free",
      tax: ksh(t.tax),
      total: ksh(t.total),
    });
    await expect(d.getByText("Tax (8%)").count()).resolves.toBe(1);

    // Every control is named by its product and at least 24 x 24 CSS px.
    for (const p of [A, B, C]) {
      for (const name of [`Increase quantity of ${p.name}`, `Decrease quantity of ${p.name}`, `Remove ${p.name}`]) {
        const button = d.getByRole("button", { name, exact: true });
        await expect(button.count(), name).resolves.toBe(1);
        const box = (await button.boundingBox())!;
        expect(box.width, name).toBeGreaterThanOrEqual(24);
        expect(box.height, name).toBeGreaterThanOrEqual(24);
      }
    }
    for (const name of ["Clear All", "Proceed to Checkout", "Continue Shopping", "Close cart"]) {
      await expect(d.getByRole("button", { name, exact: true }).count(), name).resolves.toBe(1);
    }
    await expectNoAxeViolations(page, "drawer with items");

    await d.getByRole("button", { name: `Increase quantity of ${A.name}` }).click();
    await d.getByRole("button", { name: `Increase quantity of ${A.name}` }).click();
    await expect.poll(() => cartCount(page)).toBe(6);
    const status = d.getByTestId("cart-status");
    await expect.poll(() => status.innerText()).toBe(`Quantity of ${A.name}: 3`);
    await d.getByRole("button", { name: `Decrease quantity of ${B.name}` }).click();
    t = expectedTotals([
      [A, 3],
      [B, 1],
      [C, 1],
    ]);
    await expect
      .poll(() => totalsShown(page))
      .toEqual({ subtotal: ksh(t.subtotal), shipping: "Free", tax: ksh(t.tax), total: ksh(t.total) });
    const line = d.getByTestId("cart-item").filter({ hasText: A.name }).getByTestId("cart-line-total");
    await expect(line.innerText()).resolves.toContain(ksh(kshCents(A.price) * 3));

    // Decreasing from 1 removes the line (quantity 0 removes); focus stays in the list.
    await d.getByRole("button", { name: `Decrease quantity of ${B.name}` }).click();
    await expect.poll(() => d.getByTestId("cart-item").count()).toBe(2);
    await expect.poll(() => status.innerText()).toBe(`${B.name} removed from cart`);
    await expect(active(page)).resolves.toMatchObject({ tag: "li", inDialog: "cart-drawer" });

    await d.getByRole("button", { name: `Remove ${C.name}` }).click();
    await expect.poll(() => d.getByTestId("cart-item").count()).toBe(1);
    t = expectedTotals([[A, 3]]);
    await expect
      .poll(() => totalsShown(page))
      .toEqual({ subtotal: ksh(t.subtotal), shipping: "Free", tax: ksh(t.tax), total: ksh(t.total) });
    await expect(stored(page)).resolves.toEqual({ state: { items: [cartItemOf(A, 3)] }, version: 0 });

    await d.getByRole("button", { name: "Clear All" }).click();
    await expect.poll(() => d.getByText("Your cart is empty").count()).toBe(1);
    await expect.poll(() => cartCount(page)).toBe(0);
    await expect(active(page)).resolves.toMatchObject({ text: "Continue Shopping", inDialog: "cart-drawer" });
    await expect(stored(page)).resolves.toEqual({ state: { items: [] }, version: 0 });
  });

  it("focus moves in, Tab and Shift+Tab wrap, the close button closes and focus returns", async () => {
    const { page } = await openPage("/shop");
    await addToCart(page, A.name);
    await cartButton(page).focus();
    await page.keyboard.press("Enter");
    await drawer(page).waitFor();
    await expect.poll(() => active(page)).toMatchObject({ name: "Close cart", inDialog: "cart-drawer" });
    // Shift+Tab from the first control wraps to the last, Tab wraps back.
    await page.keyboard.press("Shift+Tab");
    await expect(active(page)).resolves.toMatchObject({ text: "Continue Shopping", inDialog: "cart-drawer" });
    await page.keyboard.press("Tab");
    await expect(active(page)).resolves.toMatchObject({ name: "Close cart" });
    // Thirty Tabs never leave the dialog.
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press("Tab");
      const a = await active(page);
      expect(a?.inDialog, JSON.stringify(a)).toBe("cart-drawer");
    }
    // Opened with showModal(): the page behind is inert.
    await expect(drawer(page).evaluate((d) => d.matches(":modal"))).resolves.toBe(true);
    await page.getByRole("button", { name: "Close cart" }).click();
    await expect.poll(() => drawer(page).count()).toBe(0);
    await expect(active(page)).resolves.toMatchObject({ testId: "cart-button" });
    // Continue Shopping closes too.
    await openDrawer(page);
    await drawer(page).getByRole("button", { name: "Continue Shopping" }).click();
    await expect.poll(() => drawer(page).count()).toBe(0);
    await expect(active(page)).resolves.toMatchObject({ testId: "cart-button" });
  });
});

describe("cart persistence (cart-storage)", () => {
  it("a reload keeps the cart, in the legacy envelope", async () => {
    const { page } = await openPage("/shop");
    await addToCart(page, A.name);
    await addToCart(page, B.name);
    await addToCart(page, A.name);
    await expect.poll(() => cartCount(page)).toBe(3);
    await expect(stored(page)).resolves.toEqual({ state: { items: [cartItemOf(A, 2), cartItemOf(B, 1)] }, version: 0 });
    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await expect.poll(() => cartCount(page)).toBe(3);
    await openDrawer(page);
    await expect(drawer(page).getByTestId("cart-item").count()).resolves.toBe(2);
    const t = expectedTotals([
      [A, 2],
      [B, 1],
    ]);
    await expect(drawer(page).getByTestId("cart-total").innerText()).resolves.toBe(ksh(t.total));
  });

  it("a cart saved by the previous site ({state:{items},version:0}) loads", async () => {
    const value = legacy([cartItemOf(C, 2), cartItemOf(B, 1)]);
    const { page } = await openPage("/", { initScript: seedStorage(CART_KEY, value) });
    await expect.poll(() => cartCount(page)).toBe(3);
    await openDrawer(page);
    const t = expectedTotals([
      [C, 2],
      [B, 1],
    ]);
    await expect(drawer(page).getByTestId("cart-total").innerText()).resolves.toBe(ksh(t.total));
    await expect(drawer(page).getByTestId("cart-item").allInnerTexts()).resolves.toEqual([
      expect.stringContaining(C.name),
      expect.stringContaining(B.name),
    ]);
  });

  it("a corrupted or foreign cart-storage loads as an empty cart, without an error, and is replaced on the next change", async () => {
    for (const bad of [
      "{not json",
      '{"state":{"items":"oops"},"version":0}',
      '{"cart":[1,2,3]}',
      "null",
      legacy([{ id: "x" }, null]),
    ]) {
      const { page, problems } = await openPage("/shop", { initScript: seedStorage(CART_KEY, bad) });
      await expect(cartCount(page)).resolves.toBe(0);
      await openDrawer(page);
      await expect(drawer(page).getByText("Your cart is empty").count()).resolves.toBe(1);
      await page.keyboard.press("Escape");
      await addToCart(page, A.name);
      await expect.poll(() => stored(page)).toEqual({ state: { items: [cartItemOf(A, 1)] }, version: 0 });
      expect(problems).toEqual([]);
    }
  });

  it("keeps working when storage throws (private mode, quota)", async () => {
    const { page } = await openPage("/shop", {
      initScript: () => {
        Storage.prototype.setItem = () => {
          throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        };
      },
    });
    await addToCart(page, A.name);
    await addToCart(page, A.name);
    await expect.poll(() => cartCount(page)).toBe(2);
    await openDrawer(page);
    await drawer(page)
      .getByRole("button", { name: `Increase quantity of ${A.name}` })
      .click();
    await expect.poll(() => cartCount(page)).toBe(3);
    await expect(drawer(page).getByTestId("cart-total").innerText()).resolves.toBe(ksh(expectedTotals([[A, 3]]).total));
  });

  it("two tabs stay in step", async () => {
    const one = await openPage("/shop");
    // A second tab of the same browser profile (same context: same storage).
    const tab = await one.context.newPage();
    const tabErrors: string[] = [];
    tab.on("pageerror", (e) => tabErrors.push(e.message));
    await tab.goto(one.url("/about"));
    await tab.waitForSelector("html[data-hydrated]", { state: "attached" });
    await addToCart(one.page, A.name);
    await expect.poll(() => cartCount(tab)).toBe(1);
    await addToCart(one.page, B.name);
    await expect.poll(() => cartCount(tab)).toBe(2);
    // A change in the second tab reaches the first.
    await openDrawer(tab);
    await drawer(tab).getByRole("button", { name: "Clear All" }).click();
    await expect.poll(() => cartCount(one.page)).toBe(0);
    expect(tabErrors).toEqual([]);
    await tab.close();
  });
});
