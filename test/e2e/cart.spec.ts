import type { Page } from "@playwright/test";
import { focused, open, waitForHydration } from "./support/app";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import {
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
} from "./support/shop";

const A = PRODUCTS[0]!; // 24.99
const B = PRODUCTS[9]!; // 9.99
const C = PRODUCTS[5]!; // 79.00, on sale

const legacy = (items: unknown[]) => JSON.stringify({ state: { items }, version: 0 });
const stored = (page: Page) => page.evaluate((k): unknown => JSON.parse(localStorage.getItem(k) ?? "null"), CART_KEY);

/** The drawer's four totals, in the order shown. */
const totals = (page: Page) => drawer(page).getByTestId(/^cart-(subtotal|shipping|tax|total)$/);
const expectTotals = (page: Page, t: ReturnType<typeof expectedTotals>) =>
  expect(totals(page)).toHaveText([ksh(t.subtotal), "Free", ksh(t.tax), ksh(t.total)]);

test.describe("cart drawer", () => {
  test("empty: a modal dialog that says so; Escape closes and focus returns to the cart button", async ({ page }) => {
    await open(page, "/shop");
    await cartButton(page).click();
    const d = drawer(page);
    await expect(d).toBeVisible();
    await expect(d).toHaveAttribute("aria-modal", "true");
    await expect(page.getByRole("dialog", { name: "Shopping Cart" })).toHaveCount(1);
    await expect(d.getByText("Your cart is empty", { exact: true })).toHaveCount(1);
    await expect.poll(() => focused(page)).toMatchObject({ inDialog: "cart-drawer" });
    await expectNoAxeViolations(page, { label: "empty drawer" });
    await page.keyboard.press("Escape");
    await expect(d).toHaveCount(0);
    await expect(cartButton(page)).toBeFocused();
  });

  test("items, quantities, totals to the cent; minus/plus/remove named by product; Clear All", async ({ page }) => {
    await open(page, "/shop");
    await addToCart(page, A.name);
    await addToCart(page, B.name);
    await addToCart(page, B.name);
    await addToCart(page, C.name);
    await expect.poll(() => cartCount(page)).toBe(4);
    await openDrawer(page);
    const d = drawer(page);
    await expect(d.getByTestId("cart-item")).toHaveCount(3);
    await expectTotals(
      page,
      expectedTotals([
        [A, 1],
        [B, 2],
        [C, 1],
      ]),
    );
    await expect(d.getByText("Tax (8%)")).toHaveCount(1);

    // Every control is named by its product and at least 24 x 24 CSS px.
    for (const p of [A, B, C]) {
      for (const name of [`Increase quantity of ${p.name}`, `Decrease quantity of ${p.name}`, `Remove ${p.name}`]) {
        const button = d.getByRole("button", { name, exact: true });
        await expect(button, name).toHaveCount(1);
        const box = (await button.boundingBox())!;
        expect(box.width, name).toBeGreaterThanOrEqual(24);
        expect(box.height, name).toBeGreaterThanOrEqual(24);
      }
    }
    for (const name of ["Clear All", "Proceed to Checkout", "Continue Shopping", "Close cart"]) {
      await expect(d.getByRole("button", { name, exact: true }), name).toHaveCount(1);
    }
    await expectNoAxeViolations(page, { label: "drawer with items" });

    await d.getByRole("button", { name: `Increase quantity of ${A.name}` }).click();
    await d.getByRole("button", { name: `Increase quantity of ${A.name}` }).click();
    await expect.poll(() => cartCount(page)).toBe(6);
    const status = d.getByTestId("cart-status");
    await expect(status).toHaveText(`Quantity of ${A.name}: 3`);
    await d.getByRole("button", { name: `Decrease quantity of ${B.name}` }).click();
    await expectTotals(
      page,
      expectedTotals([
        [A, 3],
        [B, 1],
        [C, 1],
      ]),
    );
    const line = d.getByTestId("cart-item").filter({ hasText: A.name }).getByTestId("cart-line-total");
    await expect(line).toContainText(ksh(kshCents(A.price) * 3));

    // Decreasing from 1 removes the line (quantity 0 removes); focus stays in the list.
    await d.getByRole("button", { name: `Decrease quantity of ${B.name}` }).click();
    await expect(d.getByTestId("cart-item")).toHaveCount(2);
    await expect(status).toHaveText(`${B.name} removed from cart`);
    await expect.poll(() => focused(page)).toMatchObject({ tag: "li", inDialog: "cart-drawer" });

    await d.getByRole("button", { name: `Remove ${C.name}` }).click();
    await expect(d.getByTestId("cart-item")).toHaveCount(1);
    await expectTotals(page, expectedTotals([[A, 3]]));
    await expect.poll(() => stored(page)).toEqual({ state: { items: [cartItemOf(A, 3)] }, version: 0 });

    await d.getByRole("button", { name: "Clear All" }).click();
    await expect(d.getByText("Your cart is empty")).toHaveCount(1);
    await expect.poll(() => cartCount(page)).toBe(0);
    await expect.poll(() => focused(page)).toMatchObject({ text: "Continue Shopping", inDialog: "cart-drawer" });
    await expect.poll(() => stored(page)).toEqual({ state: { items: [] }, version: 0 });
  });

  test("focus moves in, Tab and Shift+Tab wrap, the close button closes and focus returns", async ({ page }) => {
    await open(page, "/shop");
    await addToCart(page, A.name);
    await cartButton(page).focus();
    await page.keyboard.press("Enter");
    await expect(drawer(page)).toBeVisible();
    await expect.poll(() => focused(page)).toMatchObject({ name: "Close cart", inDialog: "cart-drawer" });
    // Shift+Tab from the first control wraps to the last, Tab wraps back.
    await page.keyboard.press("Shift+Tab");
    await expect(drawer(page).getByRole("button", { name: "Continue Shopping" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(drawer(page).getByRole("button", { name: "Close cart" })).toBeFocused();
    // Thirty Tabs never leave the dialog.
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press("Tab");
      const a = await focused(page);
      expect(a?.inDialog, JSON.stringify(a)).toBe("cart-drawer");
    }
    // Opened with showModal(): the page behind is inert.
    await expect(drawer(page)).toHaveJSProperty("open", true);
    expect(await drawer(page).evaluate((d) => d.matches(":modal"))).toBe(true);
    await page.getByRole("button", { name: "Close cart" }).click();
    await expect(drawer(page)).toHaveCount(0);
    await expect(cartButton(page)).toBeFocused();
    // Continue Shopping closes too.
    await openDrawer(page);
    await drawer(page).getByRole("button", { name: "Continue Shopping" }).click();
    await expect(drawer(page)).toHaveCount(0);
    await expect(cartButton(page)).toBeFocused();
  });
});

test.describe("cart persistence (cart-storage)", () => {
  test("a reload keeps the cart, in the legacy envelope", async ({ page }) => {
    await open(page, "/shop");
    await addToCart(page, A.name);
    await addToCart(page, B.name);
    await addToCart(page, A.name);
    await expect.poll(() => cartCount(page)).toBe(3);
    await expect
      .poll(() => stored(page))
      .toEqual({ state: { items: [cartItemOf(A, 2), cartItemOf(B, 1)] }, version: 0 });
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => cartCount(page)).toBe(3);
    await openDrawer(page);
    await expect(drawer(page).getByTestId("cart-item")).toHaveCount(2);
    const t = expectedTotals([
      [A, 2],
      [B, 1],
    ]);
    await expect(drawer(page).getByTestId("cart-total")).toHaveText(ksh(t.total));
  });

  test("a cart saved by the previous site ({state:{items},version:0}) loads", async ({ page }) => {
    await page.addInitScript(seedStorage(CART_KEY, legacy([cartItemOf(C, 2), cartItemOf(B, 1)])));
    await open(page, "/");
    await expect.poll(() => cartCount(page)).toBe(3);
    await openDrawer(page);
    const t = expectedTotals([
      [C, 2],
      [B, 1],
    ]);
    await expect(drawer(page).getByTestId("cart-total")).toHaveText(ksh(t.total));
    await expect(drawer(page).getByTestId("cart-item")).toHaveText([new RegExp(C.name), new RegExp(B.name)]);
  });

  test("a corrupted or foreign cart-storage loads as an empty cart, without an error, and is replaced on the next change", async ({
    newContext,
    guard,
  }) => {
    // Two kinds: what is not JSON, and JSON of the right envelope with items no cart can hold. The
    // parser's other cases (foreign shapes, null, wrong types) are test/cart-storage.test.ts's.
    for (const bad of ["{not json", legacy([{ id: "x" }, null])]) {
      const page = await (await newContext()).newPage();
      await page.addInitScript(seedStorage(CART_KEY, bad));
      await open(page, "/shop");
      expect(await cartCount(page)).toBe(0);
      await openDrawer(page);
      await expect(drawer(page).getByText("Your cart is empty")).toHaveCount(1);
      await page.keyboard.press("Escape");
      await addToCart(page, A.name);
      await expect.poll(() => stored(page)).toEqual({ state: { items: [cartItemOf(A, 1)] }, version: 0 });
      expect(guard.problems, bad).toEqual([]);
    }
  });

  test("keeps working when storage throws (private mode, quota)", async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    await open(page, "/shop");
    await addToCart(page, A.name);
    await addToCart(page, A.name);
    await expect.poll(() => cartCount(page)).toBe(2);
    await openDrawer(page);
    await drawer(page)
      .getByRole("button", { name: `Increase quantity of ${A.name}` })
      .click();
    await expect.poll(() => cartCount(page)).toBe(3);
    await expect(drawer(page).getByTestId("cart-total")).toHaveText(ksh(expectedTotals([[A, 3]]).total));
  });

  test("two tabs stay in step", async ({ page, context }) => {
    await open(page, "/shop");
    // A second tab of the same browser profile (same context: same storage), guarded like the first.
    const tab = await context.newPage();
    await open(tab, "/about");
    await addToCart(page, A.name);
    await expect.poll(() => cartCount(tab)).toBe(1);
    await addToCart(page, B.name);
    await expect.poll(() => cartCount(tab)).toBe(2);
    // A change in the second tab reaches the first.
    await openDrawer(tab);
    await drawer(tab).getByRole("button", { name: "Clear All" }).click();
    await expect.poll(() => cartCount(page)).toBe(0);
  });
});
