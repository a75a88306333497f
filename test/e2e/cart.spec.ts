import type { Page } from "@playwright/test";
import { focused, open, waitForHydration } from "./support/app";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import {
  addToCart,
  CART_KEY,
  cartButton,
  cartCount,
  cartState,
  drawer,
  expectedTotals,
  ksh,
  kshCents,
  openDrawer,
  PRODUCTS,
  seedCart,
  seedStorage,
  storedCart,
} from "./support/shop";

const A = PRODUCTS[0]!; // 24.99
const B = PRODUCTS[9]!; // 9.99
const C = PRODUCTS[5]!; // 79.00, on sale

/** The drawer's four totals, in the order shown. */
const totals = (page: Page) => drawer(page).getByTestId(/^cart-(subtotal|shipping|tax|total)$/);
const expectTotals = (page: Page, t: ReturnType<typeof expectedTotals>) =>
  expect(totals(page)).toHaveText([ksh(t.subtotal), "Free", ksh(t.tax), ksh(t.total)]);

test("items, quantities, totals to the cent; minus/plus/remove named by product; Clear All", async ({ page }) => {
  await seedCart(page, [A, 1], [B, 2], [C, 1]);
  await open(page, "/shop");
  await openDrawer(page);
  const d = drawer(page);
  await expect(d.getByTestId("cart-item")).toHaveCount(3);
  await expectTotals(page, expectedTotals([A, 1], [B, 2], [C, 1]));
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
  for (const name of ["Clear All", "Proceed to Checkout", "Continue Shopping", "Close cart"])
    await expect(d.getByRole("button", { name, exact: true }), name).toHaveCount(1);
  await expectNoAxeViolations(page, { label: "drawer with items" });

  await d.getByRole("button", { name: `Increase quantity of ${A.name}` }).click();
  await d.getByRole("button", { name: `Increase quantity of ${A.name}` }).click();
  await expect.poll(() => cartCount(page)).toBe(6);
  const status = d.getByTestId("cart-status");
  await expect(status).toHaveText(`Quantity of ${A.name}: 3`);
  await d.getByRole("button", { name: `Decrease quantity of ${B.name}` }).click();
  await expectTotals(page, expectedTotals([A, 3], [B, 1], [C, 1]));
  const line = d.getByTestId("cart-item").filter({ hasText: A.name }).getByTestId("cart-line-total");
  await expect(line).toContainText(ksh(kshCents(A.price) * 3));

  // Decreasing from 1 removes the line (quantity 0 removes); focus stays in the list.
  await d.getByRole("button", { name: `Decrease quantity of ${B.name}` }).click();
  await expect(d.getByTestId("cart-item")).toHaveCount(2);
  await expect(status).toHaveText(`${B.name} removed from cart`);
  await expect.poll(() => focused(page)).toMatchObject({ tag: "li", inDialog: "cart-drawer" });

  await d.getByRole("button", { name: `Remove ${C.name}` }).click();
  await expect(d.getByTestId("cart-item")).toHaveCount(1);
  await expectTotals(page, expectedTotals([A, 3]));
  await expect.poll(() => storedCart(page)).toEqual(cartState([A, 3]));

  await d.getByRole("button", { name: "Clear All" }).click();
  await expect(d.getByText("Your cart is empty")).toHaveCount(1);
  await expect.poll(() => cartCount(page)).toBe(0);
  await expect.poll(() => focused(page)).toMatchObject({ text: "Continue Shopping", inDialog: "cart-drawer" });
  await expect.poll(() => storedCart(page)).toEqual(cartState());
});

test("a modal dialog: empty, it says so; focus moves in, Tab and Shift+Tab wrap; Escape, Close and Continue Shopping close it, focus back on the cart button", async ({
  page,
}) => {
  await open(page, "/shop");
  const d = drawer(page);
  await cartButton(page).click();
  await expect(page.getByRole("dialog", { name: "Shopping Cart" })).toHaveAttribute("aria-modal", "true");
  await expect(d.getByText("Your cart is empty", { exact: true })).toHaveCount(1);
  await expect.poll(() => focused(page)).toMatchObject({ inDialog: "cart-drawer" });
  await expectNoAxeViolations(page, { label: "empty drawer" });
  await page.keyboard.press("Escape");
  await expect(d).toHaveCount(0);
  await expect(cartButton(page)).toBeFocused();

  await addToCart(page, A.name);
  await cartButton(page).focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => focused(page)).toMatchObject({ name: "Close cart", inDialog: "cart-drawer" });
  // Shift+Tab from the first control wraps to the last, Tab wraps back; thirty Tabs never leave the dialog.
  await page.keyboard.press("Shift+Tab");
  await expect(d.getByRole("button", { name: "Continue Shopping" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(d.getByRole("button", { name: "Close cart" })).toBeFocused();
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press("Tab");
    expect((await focused(page))?.inDialog).toBe("cart-drawer");
  }
  // Opened with showModal(): the page behind is inert.
  expect(await d.evaluate((el) => el.matches(":modal"))).toBe(true);
  for (const close of ["Close cart", "Continue Shopping"]) {
    await d.getByRole("button", { name: close }).click();
    await expect(d).toHaveCount(0);
    await expect(cartButton(page)).toBeFocused();
    if (close === "Close cart") await openDrawer(page);
  }
});

test("a cart saved before (by the previous site too: {state:{items},version:0}) loads; a second tab stays in step; a reload keeps the cart", async ({
  page,
  context,
}) => {
  await seedCart(page, [C, 2]);
  await open(page, "/shop");
  await expect.poll(() => cartCount(page)).toBe(2);
  // A second tab of the same browser profile (same context: same storage), guarded like the first.
  const tab = await context.newPage();
  await open(tab, "/about");
  await expect.poll(() => cartCount(tab)).toBe(2);
  await addToCart(page, A.name);
  await expect.poll(() => cartCount(tab)).toBe(3);
  await addToCart(page, B.name);
  await addToCart(page, A.name);
  await expect.poll(() => cartCount(tab)).toBe(5);
  await expect.poll(() => storedCart(page)).toEqual(cartState([C, 2], [A, 2], [B, 1]));
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => cartCount(page)).toBe(5);
  await openDrawer(page);
  await expect(drawer(page).getByTestId("cart-item")).toHaveText([C.name, A.name, B.name].map((n) => new RegExp(n)));
  await expect(drawer(page).getByTestId("cart-total")).toHaveText(ksh(expectedTotals([C, 2], [A, 2], [B, 1]).total));
  await openDrawer(tab);
  await drawer(tab).getByRole("button", { name: "Clear All" }).click();
  await expect.poll(() => cartCount(page)).toBe(0);
});

test("a corrupted or foreign cart-storage loads as an empty cart, without an error, and is replaced on the next change", async ({
  newContext,
  guard,
}) => {
  // Two kinds: what is not JSON, and JSON of the right envelope with items no cart can hold. The
  // parser's other cases (foreign shapes, null, wrong types) are test/cart-storage.test.ts's.
  for (const bad of ["{not json", JSON.stringify({ state: { items: [{ id: "x" }, null] }, version: 0 })]) {
    const page = await (await newContext()).newPage();
    await page.addInitScript(seedStorage(CART_KEY, bad));
    await open(page, "/shop");
    expect(await cartCount(page)).toBe(0);
    await openDrawer(page);
    await expect(drawer(page).getByText("Your cart is empty")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await addToCart(page, A.name);
    await expect.poll(() => storedCart(page)).toEqual(cartState([A, 1]));
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
  await expect(drawer(page).getByTestId("cart-total")).toHaveText(ksh(expectedTotals([A, 3]).total));
});
