import type { Page } from "@playwright/test";
import { DELIVERY_AREAS } from "../../app/data/areas";
import { focused, holdAssets, open, tabTo } from "./support/app";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import {
  CART_KEY,
  addToCart,
  cartCount,
  checkout,
  drawer,
  expectedTotals,
  ksh,
  openDrawer,
  placedOrders,
  PRODUCTS,
  type CatalogueProduct,
} from "./support/shop";
import { expectToast, markToastsSeen, toasts } from "./support/toasts";

const MISSING = ["Missing Information", "Please fill in all required fields"] as const;
const METHOD = ["Payment Method Required", "Please select a payment method"] as const;
const MPESA = ["M-Pesa Number Required", "Please enter your M-Pesa number"] as const;
const CARD = ["Card Details Required", "Please fill in all card details"] as const;

const A = PRODUCTS[0]!; // 24.99
const B = PRODUCTS[2]!; // 14.99 (on sale)
const C = PRODUCTS[9]!; // 9.99

const customer = {
  name: "Wanjiku Kamau",
  email: "wanjiku@example.co.ke",
  phone: "0712 345 678",
  address: "Ring Road, Apt 4",
  area: "Kilimani",
};

async function shopWith(page: Page, lines: Array<[CatalogueProduct, number]>): Promise<Page> {
  await open(page, "/shop");
  for (const [p, qty] of lines) for (let i = 0; i < qty; i++) await addToCart(page, p.name);
  await expect.poll(() => cartCount(page)).toBe(lines.reduce((n, [, q]) => n + q, 0));
  return page;
}

async function openCheckout(page: Page) {
  await openDrawer(page);
  await drawer(page).getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(checkout(page)).toBeVisible();
  await expect(checkout(page).getByTestId("checkout-step")).toHaveText("Step 1 of 2: Details");
}

async function fillDetails(page: Page, values: Partial<typeof customer> = customer) {
  const d = checkout(page);
  if (values.name !== undefined) await d.getByLabel("Full name").fill(values.name);
  if (values.email !== undefined) await d.getByLabel("Email").fill(values.email);
  if (values.phone !== undefined) await d.getByLabel("Phone number").fill(values.phone);
  if (values.address !== undefined) await d.getByLabel("Delivery address (optional)").fill(values.address);
  if (values.area !== undefined) await d.getByLabel("Area (optional)").selectOption(values.area);
}

async function toPayment(page: Page) {
  await fillDetails(page);
  await checkout(page).getByRole("button", { name: "Continue to Payment" }).click();
  await expect(checkout(page).getByTestId("checkout-step")).toHaveText("Step 2 of 2: Payment");
}

/** The control whose label is exactly `label` (required fields add an aria-hidden "*"). */
const field = (page: Page, label: string) =>
  checkout(page).getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\s*\\*?$`));

/** An inline error: aria-invalid on the control, the message linked by aria-describedby. */
async function expectInvalid(page: Page, label: string, message: string) {
  const control = field(page, label);
  await expect(control, label).toHaveAttribute("aria-invalid", "true");
  const described = await control.evaluate((el) =>
    (el.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" "),
  );
  expect(described, label).toContain(message);
}

async function expectValid(page: Page, label: string) {
  await expect(field(page, label), label).not.toHaveAttribute("aria-invalid");
}

/** The toast and the in-dialog summary both carry the exact title and message. */
async function expectError(page: Page, [title, message]: readonly [string, string]) {
  await expectToast(page, title, message, { fresh: true });
  const summary = checkout(page).getByTestId("checkout-error");
  await expect(summary).toContainText(title);
  await expect(summary).toContainText(message);
}

/** Later errors must raise a toast of their own. */
const dismissToasts = markToastsSeen;

test.describe("checkout: a purchase with each payment method", () => {
  for (const method of ["mpesa", "card", "delivery"] as const) {
    test(`${method}: from /shop to Order Confirmed, totals to the cent`, async ({ page }) => {
      const lines: Array<[CatalogueProduct, number]> = [
        [A, 2],
        [B, 1],
        [C, 3],
      ];
      // The page's clock holds the simulated 2 s payment open while the test tries to pay twice.
      await page.clock.install();
      await shopWith(page, lines);
      const expected = expectedTotals(lines);
      await openCheckout(page);
      await toPayment(page);
      const dlg = checkout(page);

      await expect(dlg.getByTestId("checkout-subtotal")).toHaveText(ksh(expected.subtotal));
      await expect(dlg.getByTestId("checkout-shipping")).toHaveText("Free");
      await expect(dlg.getByTestId("checkout-tax")).toHaveText(ksh(expected.tax));
      await expect(dlg.getByTestId("checkout-total")).toHaveText(ksh(expected.total));

      let label = "M-Pesa";
      if (method === "mpesa") {
        await expect(dlg.getByLabel("M-Pesa", { exact: false }).first()).toBeChecked();
        // Normalised as typed.
        await dlg.getByLabel("M-Pesa number").pressSequentially("0712 345-678");
        await expect(dlg.getByLabel("M-Pesa number")).toHaveValue("254712345678");
      } else if (method === "card") {
        label = "Credit / Debit Card";
        await dlg.getByRole("radio", { name: /Credit \/ Debit Card/ }).check();
        await dlg.getByLabel("Card number").fill("4111 1111 1111 1111");
        await dlg.getByLabel("Expiry date (MM/YY)").fill("12/29");
        await dlg.getByLabel("CVV").fill("123");
      } else {
        label = "Pay on Delivery";
        await dlg.getByRole("radio", { name: /Pay on Delivery/ }).check();
        await expect(dlg.getByTestId("pay-on-delivery-note")).toHaveText(
          "Payment on Delivery is available in Nairobi only.",
        );
      }

      const pay = dlg.getByTestId("pay-button");
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await pay.click();
      if (method === "mpesa") {
        // M-Pesa waits on the push's panel (test/e2e/payment.spec.ts); the form, and a second push, are gone.
        await expect(dlg.getByTestId("stk-panel")).toBeVisible();
        await expect(pay).toHaveCount(0);
      } else {
        // Pending for the simulated 2 s: disabled, progress shown, busy; a second click or Enter does nothing.
        await expect(dlg.getByTestId("payment-pending")).toBeVisible();
        await expect(pay).toBeDisabled();
        await expect(dlg.locator("progress")).toHaveCount(1);
        await expect(dlg.locator('form[aria-busy="true"]')).toHaveCount(1);
        await pay.dispatchEvent("click");
        await page.keyboard.press("Enter");
        await dlg.locator('form[aria-busy="true"]').evaluate((f) => (f as HTMLFormElement).requestSubmit());
      }
      // Escape cannot close it while paying.
      await page.keyboard.press("Escape");
      await expect(dlg).toHaveCount(1);
      // Time flows again (sonner shows a toast from a timer): the payment completes.
      await page.clock.resume();
      if (method === "mpesa")
        await expectToast(page, "STK Push Sent", "Payment request sent to 254712345678. Check your phone.");

      const confirmed = dlg.getByTestId("order-confirmed");
      await expect(confirmed).toBeVisible({ timeout: 10_000 });
      await expect(page.getByRole("dialog", { name: "Order Confirmed" })).toHaveCount(1);
      await page.waitForURL(/\/track-order\?id=ORD\d+$/);
      const id = new URL(page.url()).searchParams.get("id")!;
      await expect(dlg.getByTestId("confirmed-order-id")).toHaveText(id);
      await expect(dlg.getByTestId("confirmed-total")).toHaveText(ksh(expected.total));
      await expect(dlg.getByTestId("confirmed-method")).toContainText(label);
      await expect(confirmed.getByRole("heading", { name: "What happens next" })).toHaveCount(1);
      if (method !== "mpesa") await expect(toasts(page, "STK Push Sent")).toHaveCount(0);

      // Exactly one order saved, with the right amount; the cart is empty.
      const orders = await placedOrders(page);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ orderId: id, payment: { method, amountCents: expected.total } });
      expect(Number(id.slice(3))).toBeGreaterThan(Date.now() - 60_000);
      await expect.poll(() => cartCount(page)).toBe(0);
      await expect
        .poll(() => page.evaluate((k) => localStorage.getItem(k), CART_KEY))
        .toBe('{"state":{"items":[]},"version":0}');
      await expectNoAxeViolations(page, { label: `order confirmed (${method})` });

      // Closing leaves the order's tracking page on screen.
      await dlg.getByRole("button", { name: "View Order Tracking" }).click();
      await expect(checkout(page)).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe("/track-order");
      expect(new URL(page.url()).searchParams.get("id")).toBe(id);
      await expect.poll(() => focused(page)).toMatchObject({ tag: "main" });
      // The tracking page (another issue's) shows this order's result.
      await expect(page.locator("main")).toContainText(id);
    });
  }
});

test.describe("checkout: by keyboard alone", () => {
  test("adds, opens the cart, checks out and pays by card with Tab, Shift+Tab, Enter, Space, arrows and typing", async ({
    page,
  }) => {
    await open(page, "/shop");
    const kb = page.keyboard;
    // Add two products.
    await tabTo(page, `[data-product-id="${A.id}"] button`, { max: 80 });
    await kb.press("Enter");
    await tabTo(page, `[data-product-id="${C.id}"] button`, { max: 80 });
    await kb.press("Space");
    await kb.press("Space");
    await expect.poll(() => cartCount(page)).toBe(3);
    // Back up to the header's cart button and open the drawer.
    await tabTo(page, '[data-testid="cart-button"]', { back: true, max: 120 });
    await kb.press("Enter");
    await expect(drawer(page)).toBeVisible();
    await tabTo(page, 'dialog[data-testid="cart-drawer"] [data-testid="proceed-to-checkout"]');
    await kb.press("Enter");
    await expect(checkout(page)).toBeVisible();
    await expect.poll(() => focused(page)).toMatchObject({ name: "name" });
    await kb.type(customer.name);
    await kb.press("Tab");
    await kb.type(customer.email);
    await kb.press("Tab");
    await kb.type(customer.phone);
    await kb.press("Tab");
    await kb.type(customer.address);
    await kb.press("Tab"); // city (read-only)
    await expect.poll(() => focused(page)).toMatchObject({ name: "city" });
    await kb.press("Tab"); // area
    await expect.poll(() => focused(page)).toMatchObject({ name: "area" });
    await kb.type("Kilimani");
    await expect(checkout(page).getByLabel("Area (optional)")).toHaveValue("Kilimani");
    await tabTo(page, 'dialog[data-testid="checkout-dialog"] button[type="submit"]');
    await kb.press("Enter");
    await expect(checkout(page).getByTestId("checkout-step")).toHaveText("Step 2 of 2: Payment");
    await expect(checkout(page).getByTestId("checkout-status")).toHaveText("Step 2 of 2: Payment");
    // Focus is on the chosen method; an arrow picks the card.
    await expect.poll(() => focused(page)).toMatchObject({ name: "method" });
    await kb.press("ArrowDown");
    await expect(checkout(page).getByRole("radio", { name: /Credit \/ Debit Card/ })).toBeChecked();
    await kb.press("Tab");
    await expect.poll(() => focused(page)).toMatchObject({ name: "cardNumber" });
    await kb.type("4111111111111111");
    await kb.press("Tab");
    await kb.type("12/29");
    await kb.press("Tab");
    await kb.type("123");
    await kb.press("Tab");
    await kb.type("W Kamau");
    await kb.press("Enter");
    await expect(checkout(page).getByTestId("order-confirmed")).toBeVisible({ timeout: 10_000 });
    await page.waitForURL(/\/track-order\?id=ORD\d+$/);
    const expected = expectedTotals([
      [A, 1],
      [C, 2],
    ]);
    await expect(checkout(page).getByTestId("confirmed-total")).toHaveText(ksh(expected.total));
    await expect.poll(() => focused(page)).toMatchObject({ inDialog: "checkout-dialog" });
    await tabTo(page, 'dialog[data-testid="checkout-dialog"] [data-testid="view-order-tracking"]');
    await kb.press("Enter");
    await expect(checkout(page)).toHaveCount(0);
    expect(await placedOrders(page)).toHaveLength(1);
  });
});

test.describe("checkout: every error checkout can raise", () => {
  test("Missing Information: toast and inline, focus on the first missing field", async ({ page }) => {
    await shopWith(page, [[A, 1]]);
    await openCheckout(page);
    const dlg = checkout(page);
    await dlg.getByRole("button", { name: "Continue to Payment" }).click();
    await expectError(page, MISSING);
    for (const label of ["Full name", "Email", "Phone number"]) await expectInvalid(page, label, MISSING[1]);
    for (const label of ["Delivery address (optional)", "Area (optional)"]) await expectValid(page, label);
    await expect.poll(() => focused(page)).toMatchObject({ name: "name" });
    await expectNoAxeViolations(page, { label: "details step with errors" });

    // Only the name: email and phone stay marked; focus on email. No format check on email.
    await dismissToasts(page);
    await dlg.getByLabel("Full name").fill(customer.name);
    await dlg.getByLabel("Phone number").fill("   ");
    await dlg.getByRole("button", { name: "Continue to Payment" }).click();
    await expectError(page, MISSING);
    await expectValid(page, "Full name");
    await expectInvalid(page, "Email", MISSING[1]);
    await expectInvalid(page, "Phone number", MISSING[1]);
    await expect.poll(() => focused(page)).toMatchObject({ name: "email" });
    await dlg.getByLabel("Email").fill("no-at-sign");
    await dlg.getByLabel("Phone number").fill("0700");
    await dlg.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(dlg.getByTestId("checkout-step")).toHaveText("Step 2 of 2: Payment");
  });

  test("details step: city fixed to Nairobi and read-only; area offers the 18 areas; right autocomplete and inputmode", async ({
    page,
  }) => {
    await shopWith(page, [[A, 1]]);
    await openCheckout(page);
    const dlg = checkout(page);
    const city = dlg.getByLabel("City");
    await expect(city).toHaveValue("Nairobi");
    await expect(city).toHaveAttribute("readonly");
    const areas = await dlg.getByLabel("Area (optional)").locator("option").allInnerTexts();
    // The 18 delivery areas, in order (test/data.test.ts pins the list).
    expect(areas.slice(1)).toEqual([...DELIVERY_AREAS]);
    const attrs = (label: string) =>
      field(page, label).evaluate((el) => [
        el.getAttribute("autocomplete"),
        el.getAttribute("inputmode"),
        el.getAttribute("type"),
      ]);
    expect(await attrs("Full name")).toEqual(["name", null, null]);
    expect(await attrs("Email")).toEqual(["email", "email", "email"]);
    expect(await attrs("Phone number")).toEqual(["tel", "tel", "tel"]);
    expect(await attrs("Delivery address (optional)")).toEqual(["street-address", null, null]);
    await expectNoAxeViolations(page, { label: "details step" });

    await toPayment(page);
    expect(await attrs("M-Pesa number")).toEqual(["tel", "numeric", "tel"]);
    await dlg.getByRole("radio", { name: /Credit \/ Debit Card/ }).check();
    expect(await attrs("Card number")).toEqual(["cc-number", "numeric", null]);
    expect(await attrs("Expiry date (MM/YY)")).toEqual(["cc-exp", "numeric", null]);
    expect(await attrs("CVV")).toEqual(["cc-csc", "numeric", null]);
    expect(await attrs("Cardholder name (optional)")).toEqual(["cc-name", null, null]);
  });

  test("M-Pesa Number Required, Card Details Required and Payment Method Required: toast and inline", async ({
    page,
  }) => {
    await shopWith(page, [[B, 1]]);
    await openCheckout(page);
    await toPayment(page);
    const dlg = checkout(page);
    await expect(dlg.getByRole("radio", { name: /M-Pesa/ })).toBeChecked();
    await expectNoAxeViolations(page, { label: "payment step (M-Pesa)" });

    // M-Pesa without a number.
    await dlg.getByTestId("pay-button").click();
    await expectError(page, MPESA);
    await expectInvalid(page, "M-Pesa number", MPESA[1]);
    await expect.poll(() => focused(page)).toMatchObject({ name: "mpesaNumber" });
    await expectNoAxeViolations(page, { label: "payment step with the M-Pesa error" });

    // Card without its details: number, expiry and cvv marked; cardholder name is optional.
    await dismissToasts(page);
    await dlg.getByRole("radio", { name: /Credit \/ Debit Card/ }).check();
    await expectNoAxeViolations(page, { label: "payment step (card)" });
    await dlg.getByTestId("pay-button").click();
    await expectError(page, CARD);
    for (const label of ["Card number", "Expiry date (MM/YY)", "CVV"]) await expectInvalid(page, label, CARD[1]);
    await expectValid(page, "Cardholder name (optional)");
    await expect.poll(() => focused(page)).toMatchObject({ name: "cardNumber" });
    await dismissToasts(page);
    await dlg.getByLabel("Card number").fill("4111111111111111");
    await dlg.getByLabel("CVV").fill("123");
    await dlg.getByTestId("pay-button").click();
    await expectError(page, CARD);
    await expectInvalid(page, "Expiry date (MM/YY)", CARD[1]);
    await expectValid(page, "Card number");
    await expect.poll(() => focused(page)).toMatchObject({ name: "cardExpiry" });

    // Pay on Delivery: its note, nothing else required.
    await dlg.getByRole("radio", { name: /Pay on Delivery/ }).check();
    await expect(dlg.getByText("Payment on Delivery is available in Nairobi only.")).toHaveCount(1);
    await expectNoAxeViolations(page, { label: "payment step (delivery)" });

    // No method at all: the form's FormData carries none (as devtools could make it); the action refuses.
    await dismissToasts(page);
    await dlg.getByRole("radio", { name: /M-Pesa/ }).check();
    await dlg.getByLabel("M-Pesa number").fill("0712345678");
    await dlg
      .locator('input[name="method"]')
      .evaluateAll((radios) => radios.forEach((r) => ((r as HTMLInputElement).checked = false)));
    await dlg.getByTestId("pay-button").click();
    await expectError(page, METHOD);
    // The radiogroup carries aria-invalid (radios do not support it); each radio points at the message.
    await expect(dlg.getByRole("radiogroup", { name: /Payment method/ })).toHaveAttribute("aria-invalid", "true");
    const radios = dlg.locator('input[name="method"]');
    const described = await radios
      .first()
      .evaluate((r) => document.getElementById(r.getAttribute("aria-describedby") ?? "")?.textContent ?? "");
    expect(described).toContain(METHOD[1]);
    await expect.poll(() => focused(page)).toMatchObject({ name: "method" });
    await expectNoAxeViolations(page, { label: "payment step with the method error" });
    expect(await placedOrders(page)).toEqual([]);
    expect(await cartCount(page)).toBe(1);
  });
});

test.describe("checkout dialog", () => {
  test("Back to Cart returns to the drawer; Back keeps the details; Escape closes and focus returns to the cart button", async ({
    page,
  }) => {
    await shopWith(page, [[A, 1]]);
    await openCheckout(page);
    expect(await checkout(page).evaluate((d) => d.matches(":modal"))).toBe(true);
    await expect.poll(() => focused(page)).toMatchObject({ name: "name", inDialog: "checkout-dialog" });
    await checkout(page).getByRole("button", { name: "Back to Cart" }).click();
    await expect(drawer(page)).toBeVisible();
    await expect(checkout(page)).toHaveCount(0);
    await expect.poll(() => focused(page)).toMatchObject({ inDialog: "cart-drawer" });

    await drawer(page).getByRole("button", { name: "Proceed to Checkout" }).click();
    await toPayment(page);
    await checkout(page).getByRole("button", { name: "Back", exact: true }).click();
    await expect(checkout(page).getByTestId("checkout-step")).toHaveText("Step 1 of 2: Details");
    await expect(checkout(page).getByLabel("Full name")).toHaveValue(customer.name);
    await expect(checkout(page).getByLabel("Area (optional)")).toHaveValue(customer.area);

    await page.keyboard.press("Escape");
    await expect(checkout(page)).toHaveCount(0);
    await expect.poll(() => focused(page)).toMatchObject({ testId: "cart-button" });
    // Reopening keeps what was typed in this tab.
    await openCheckout(page);
    await expect(checkout(page).getByLabel("Email")).toHaveValue(customer.email);
  });

  test("Proceed to Checkout answers at once while the checkout's code is on its way: a Checkout dialog that says so, then the form, which fetches its action's code", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    const release = await holdAssets(page, /\/assets\/CheckoutDialog-[\w-]+\.js$/);
    await shopWith(page, [[A, 1]]);
    await openDrawer(page);
    await drawer(page).getByRole("button", { name: "Proceed to Checkout" }).click();
    const loading = page.locator('dialog[data-testid="checkout-loading"]');
    await expect(loading).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Checkout" }).getByRole("status")).toHaveText("Loading checkout…");
    await expectNoAxeViolations(page, { label: "checkout loading" });
    release();
    await expect(checkout(page)).toBeVisible();
    await expect(loading).toHaveCount(0);
    await expect.poll(() => focused(page)).toMatchObject({ name: "name", inDialog: "checkout-dialog" });
    // The open checkout fetches its action's route module: the first Continue waits on no code.
    await expect.poll(() => requested.some((path) => /^\/assets\/actions\.checkout-/.test(path))).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => focused(page)).toMatchObject({ testId: "cart-button" });
  });

  test("Tab and Shift+Tab wrap inside the checkout dialog", async ({ page }) => {
    await shopWith(page, [[A, 1]]);
    await openCheckout(page);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      expect((await focused(page))?.inDialog).toBe("checkout-dialog");
    }
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Shift+Tab");
      expect((await focused(page))?.inDialog).toBe("checkout-dialog");
    }
  });
});

test.describe("checkout is not in the home page's first load", () => {
  test("/ loads no checkout or form-library code until the cart is opened", async ({ page }) => {
    await open(page, "/");
    await page.waitForLoadState("networkidle");
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((e) => e.name)
        .filter((n) => /\.m?js(\?|$)/.test(n)),
    );
    const bodies = await Promise.all(
      scripts.map((u) => page.evaluate(async (url) => await (await fetch(url)).text(), u)),
    );
    for (const [i, body] of bodies.entries()) {
      expect(body.includes("Continue to Payment"), scripts[i]).toBe(false); // the checkout forms
      expect(body.includes("shouldFocusError"), scripts[i]).toBe(false); // react-hook-form
    }
  });
});
