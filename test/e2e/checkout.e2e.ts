import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations as axe, setupE2E, tabTo } from "./harness";
import {
  active,
  addToCart,
  CART_KEY,
  cartCount,
  checkout,
  drawer,
  expectedTotals,
  expectToast,
  ksh,
  markToastsSeen,
  openDrawer,
  placedOrders,
  PRODUCTS,
  settle,
  toastTexts,
  type CatalogueProduct,
} from "./shop-helpers";

const { openPage } = setupE2E();

/** axe once toasts have finished sliding in (final colours). */
async function expectNoAxeViolations(page: Page, label: string) {
  await settle(page);
  await axe(page, label);
}

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

async function shopWith(lines: Array<[CatalogueProduct, number]>): Promise<Page> {
  const { page } = await openPage("/shop");
  for (const [p, qty] of lines) for (let i = 0; i < qty; i++) await addToCart(page, p.name);
  await expect.poll(() => cartCount(page)).toBe(lines.reduce((n, [, q]) => n + q, 0));
  return page;
}

async function openCheckout(page: Page) {
  await openDrawer(page);
  await drawer(page).getByRole("button", { name: "Proceed to Checkout" }).click();
  await checkout(page).waitFor({ state: "visible" });
  await expect.poll(() => checkout(page).getByTestId("checkout-step").innerText()).toBe("Step 1 of 2: Details");
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
  await expect.poll(() => checkout(page).getByTestId("checkout-step").innerText()).toBe("Step 2 of 2: Payment");
}

/** The control whose label is exactly `label` (required fields add an aria-hidden "*"). */
const field = (page: Page, label: string) =>
  checkout(page).getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\s*\\*?$`));

/** An inline error: aria-invalid on the control, the message linked by aria-describedby. */
async function expectInvalid(page: Page, label: string, message: string) {
  const control = field(page, label);
  await expect.poll(() => control.getAttribute("aria-invalid"), { message: label }).toBe("true");
  const described = await control.evaluate((el) =>
    (el.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" "),
  );
  expect(described, label).toContain(message);
}

async function expectValid(page: Page, label: string) {
  await expect(field(page, label).getAttribute("aria-invalid"), label).resolves.toBeNull();
}

/** The toast and the in-dialog summary both carry the exact SPEC title and message. */
async function expectError(page: Page, [title, message]: readonly [string, string]) {
  await expectToast(page, title, message, { fresh: true });
  const summary = checkout(page).getByTestId("checkout-error");
  await expect.poll(() => summary.innerText()).toContain(title);
  expect(await summary.innerText()).toContain(message);
}

/** Later errors must raise a toast of their own. */
const dismissToasts = markToastsSeen;

describe("checkout: a purchase with each payment method", () => {
  for (const method of ["mpesa", "card", "delivery"] as const) {
    it(`${method}: from /shop to Order Confirmed, totals to the cent`, async () => {
      const lines: Array<[CatalogueProduct, number]> = [
        [A, 2],
        [B, 1],
        [C, 3],
      ];
      const page = await shopWith(lines);
      const expected = expectedTotals(lines);
      await openCheckout(page);
      await toPayment(page);
      const dlg = checkout(page);

      await expect(dlg.getByTestId("checkout-subtotal").innerText()).resolves.toBe(ksh(expected.subtotal));
      await expect(dlg.getByTestId("checkout-shipping").innerText()).resolves.toBe("Free");
      await expect(dlg.getByTestId("checkout-tax").innerText()).resolves.toBe(ksh(expected.tax));
      await expect(dlg.getByTestId("checkout-total").innerText()).resolves.toBe(ksh(expected.total));

      let label = "M-Pesa";
      if (method === "mpesa") {
        await expect(dlg.getByLabel("M-Pesa", { exact: false }).first().isChecked()).resolves.toBe(true);
        // Normalised as typed.
        await dlg.getByLabel("M-Pesa number").pressSequentially("0712 345-678");
        await expect(dlg.getByLabel("M-Pesa number").inputValue()).resolves.toBe("254712345678");
      } else if (method === "card") {
        label = "Credit / Debit Card";
        await dlg.getByRole("radio", { name: /Credit \/ Debit Card/ }).check();
        await dlg.getByLabel("Card number").fill("4111 1111 1111 1111");
        await dlg.getByLabel("Expiry date (MM/YY)").fill("12/29");
        await dlg.getByLabel("CVV").fill("123");
      } else {
        label = "Pay on Delivery";
        await dlg.getByRole("radio", { name: /Pay on Delivery/ }).check();
        await expect(dlg.getByTestId("pay-on-delivery-note").innerText()).resolves.toBe(
          "Payment on Delivery is available in Nairobi only.",
        );
      }

      const pay = dlg.getByTestId("pay-button");
      await pay.click();
      // Pending for the simulated 2 s: disabled, progress shown, busy; a second click or Enter does nothing.
      await dlg.getByTestId("payment-pending").waitFor();
      await expect(pay.isDisabled()).resolves.toBe(true);
      await expect(dlg.locator("progress").count()).resolves.toBe(1);
      await expect(dlg.locator('form[aria-busy="true"]').count()).resolves.toBe(1);
      await pay.dispatchEvent("click");
      await page.keyboard.press("Enter");
      await dlg.locator('form[aria-busy="true"]').evaluate((f) => (f as HTMLFormElement).requestSubmit());
      // Escape cannot close it while paying.
      await page.keyboard.press("Escape");
      await expect(dlg.count()).resolves.toBe(1);
      if (method === "mpesa")
        await expectToast(page, "STK Push Sent", "Payment request sent to 254712345678. Check your phone.");

      const confirmed = dlg.getByTestId("order-confirmed");
      await confirmed.waitFor({ timeout: 10_000 });
      await expect(page.getByRole("dialog", { name: "Order Confirmed" }).count()).resolves.toBe(1);
      await page.waitForURL(/\/track-order\?id=ORD\d+$/);
      const id = new URL(page.url()).searchParams.get("id")!;
      await expect(dlg.getByTestId("confirmed-order-id").innerText()).resolves.toBe(id);
      await expect(dlg.getByTestId("confirmed-total").innerText()).resolves.toBe(ksh(expected.total));
      await expect(dlg.getByTestId("confirmed-method").innerText()).resolves.toContain(label);
      await expect(confirmed.getByRole("heading", { name: "What happens next" }).count()).resolves.toBe(1);
      if (method !== "mpesa") expect((await toastTexts(page)).some((t) => t.includes("STK Push Sent"))).toBe(false);

      // Exactly one order saved, with the right amount; the cart is empty.
      const orders = await placedOrders(page);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ orderId: id, payment: { method, amountCents: expected.total } });
      expect(Number(id.slice(3))).toBeGreaterThan(Date.now() - 60_000);
      await expect.poll(() => cartCount(page)).toBe(0);
      await expect(page.evaluate((k) => localStorage.getItem(k), CART_KEY)).resolves.toBe(
        '{"state":{"items":[]},"version":0}',
      );
      await expectNoAxeViolations(page, `order confirmed (${method})`);

      // Closing leaves the order's tracking page on screen.
      await dlg.getByRole("button", { name: "View Order Tracking" }).click();
      await expect.poll(() => checkout(page).count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe("/track-order");
      expect(new URL(page.url()).searchParams.get("id")).toBe(id);
      await expect(active(page)).resolves.toMatchObject({ tag: "main" });
      // The tracking page (another issue's) shows this order's result.
      await expect.poll(() => page.locator("main").innerText(), { timeout: 5000 }).toContain(id);
    });
  }
});

describe("checkout: by keyboard alone", () => {
  it("adds, opens the cart, checks out and pays by card with Tab, Shift+Tab, Enter, Space, arrows and typing", async () => {
    const { page } = await openPage("/shop");
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
    await drawer(page).waitFor();
    await tabTo(page, 'dialog[data-testid="cart-drawer"] [data-testid="proceed-to-checkout"]');
    await kb.press("Enter");
    await checkout(page).waitFor();
    await expect.poll(() => active(page)).toMatchObject({ name: "name" });
    await kb.type(customer.name);
    await kb.press("Tab");
    await kb.type(customer.email);
    await kb.press("Tab");
    await kb.type(customer.phone);
    await kb.press("Tab");
    await kb.type(customer.address);
    await kb.press("Tab"); // city (read-only)
    await expect(active(page)).resolves.toMatchObject({ name: "city" });
    await kb.press("Tab"); // area
    await expect(active(page)).resolves.toMatchObject({ name: "area" });
    await kb.type("Kilimani");
    await expect(checkout(page).getByLabel("Area (optional)").inputValue()).resolves.toBe("Kilimani");
    await tabTo(page, 'dialog[data-testid="checkout-dialog"] button[type="submit"]');
    await kb.press("Enter");
    await expect.poll(() => checkout(page).getByTestId("checkout-step").innerText()).toBe("Step 2 of 2: Payment");
    await expect.poll(() => checkout(page).getByTestId("checkout-status").innerText()).toBe("Step 2 of 2: Payment");
    // Focus is on the chosen method; an arrow picks the card.
    await expect.poll(() => active(page)).toMatchObject({ name: "method" });
    await kb.press("ArrowDown");
    await expect(
      checkout(page)
        .getByRole("radio", { name: /Credit \/ Debit Card/ })
        .isChecked(),
    ).resolves.toBe(true);
    await kb.press("Tab");
    await expect(active(page)).resolves.toMatchObject({ name: "cardNumber" });
    await kb.type("4111111111111111");
    await kb.press("Tab");
    await kb.type("12/29");
    await kb.press("Tab");
    await kb.type("123");
    await kb.press("Tab");
    await kb.type("W Kamau");
    await kb.press("Enter");
    await checkout(page).getByTestId("order-confirmed").waitFor({ timeout: 10_000 });
    await page.waitForURL(/\/track-order\?id=ORD\d+$/);
    const expected = expectedTotals([
      [A, 1],
      [C, 2],
    ]);
    await expect(checkout(page).getByTestId("confirmed-total").innerText()).resolves.toBe(ksh(expected.total));
    await expect(active(page)).resolves.toMatchObject({ inDialog: "checkout-dialog" });
    await tabTo(page, 'dialog[data-testid="checkout-dialog"] [data-testid="view-order-tracking"]');
    await kb.press("Enter");
    await expect.poll(() => checkout(page).count()).toBe(0);
    expect(await placedOrders(page)).toHaveLength(1);
  });
});

describe("checkout: every error SPEC section 8 lets checkout raise", () => {
  it("Missing Information: toast and inline, focus on the first missing field", async () => {
    const page = await shopWith([[A, 1]]);
    await openCheckout(page);
    const dlg = checkout(page);
    await dlg.getByRole("button", { name: "Continue to Payment" }).click();
    await expectError(page, MISSING);
    for (const label of ["Full name", "Email", "Phone number"]) await expectInvalid(page, label, MISSING[1]);
    for (const label of ["Delivery address (optional)", "Area (optional)"]) await expectValid(page, label);
    await expect(active(page)).resolves.toMatchObject({ name: "name" });
    await expectNoAxeViolations(page, "details step with errors");

    // Only the name: email and phone stay marked; focus on email. No format check on email.
    await dismissToasts(page);
    await dlg.getByLabel("Full name").fill(customer.name);
    await dlg.getByLabel("Phone number").fill("   ");
    await dlg.getByRole("button", { name: "Continue to Payment" }).click();
    await expectError(page, MISSING);
    await expectValid(page, "Full name");
    await expectInvalid(page, "Email", MISSING[1]);
    await expectInvalid(page, "Phone number", MISSING[1]);
    await expect(active(page)).resolves.toMatchObject({ name: "email" });
    await dlg.getByLabel("Email").fill("no-at-sign");
    await dlg.getByLabel("Phone number").fill("0700");
    await dlg.getByRole("button", { name: "Continue to Payment" }).click();
    await expect.poll(() => dlg.getByTestId("checkout-step").innerText()).toBe("Step 2 of 2: Payment");
  });

  it("details step: city fixed to Nairobi and read-only; area offers the 18 areas; right autocomplete and inputmode", async () => {
    const page = await shopWith([[A, 1]]);
    await openCheckout(page);
    const dlg = checkout(page);
    const city = dlg.getByLabel("City");
    await expect(city.inputValue()).resolves.toBe("Nairobi");
    await expect(city.getAttribute("readonly")).resolves.not.toBeNull();
    const areas = await dlg.getByLabel("Area (optional)").locator("option").allInnerTexts();
    expect(areas.slice(1)).toEqual([
      "Westlands",
      "Karen",
      "Kilimani",
      "Lavington",
      "Runda",
      "Muthaiga",
      "Parklands",
      "Kileleshwa",
      "Upper Hill",
      "CBD",
      "Eastleigh",
      "Kasarani",
      "Embakasi",
      "Roysambu",
      "Kahawa",
      "Ngong Road",
      "Lang'ata",
      "Kitisuru",
    ]);
    const attrs = (label: string) =>
      field(page, label).evaluate((el) => [
        el.getAttribute("autocomplete"),
        el.getAttribute("inputmode"),
        el.getAttribute("type"),
      ]);
    await expect(attrs("Full name")).resolves.toEqual(["name", null, null]);
    await expect(attrs("Email")).resolves.toEqual(["email", "email", "email"]);
    await expect(attrs("Phone number")).resolves.toEqual(["tel", "tel", "tel"]);
    await expect(attrs("Delivery address (optional)")).resolves.toEqual(["street-address", null, null]);
    await expectNoAxeViolations(page, "details step");

    await toPayment(page);
    await expect(attrs("M-Pesa number")).resolves.toEqual(["tel", "numeric", "tel"]);
    await dlg.getByRole("radio", { name: /Credit \/ Debit Card/ }).check();
    await expect(attrs("Card number")).resolves.toEqual(["cc-number", "numeric", null]);
    await expect(attrs("Expiry date (MM/YY)")).resolves.toEqual(["cc-exp", "numeric", null]);
    await expect(attrs("CVV")).resolves.toEqual(["cc-csc", "numeric", null]);
    await expect(attrs("Cardholder name (optional)")).resolves.toEqual(["cc-name", null, null]);
  });

  it("M-Pesa Number Required, Card Details Required and Payment Method Required: toast and inline", async () => {
    const page = await shopWith([[B, 1]]);
    await openCheckout(page);
    await toPayment(page);
    const dlg = checkout(page);
    await expect(dlg.getByRole("radio", { name: /M-Pesa/ }).isChecked()).resolves.toBe(true);
    await expectNoAxeViolations(page, "payment step (M-Pesa)");

    // M-Pesa without a number.
    await dlg.getByTestId("pay-button").click();
    await expectError(page, MPESA);
    await expectInvalid(page, "M-Pesa number", MPESA[1]);
    await expect(active(page)).resolves.toMatchObject({ name: "mpesaNumber" });
    await expectNoAxeViolations(page, "payment step with the M-Pesa error");

    // Card without its details: number, expiry and cvv marked; cardholder name is optional.
    await dismissToasts(page);
    await dlg.getByRole("radio", { name: /Credit \/ Debit Card/ }).check();
    await expectNoAxeViolations(page, "payment step (card)");
    await dlg.getByTestId("pay-button").click();
    await expectError(page, CARD);
    for (const label of ["Card number", "Expiry date (MM/YY)", "CVV"]) await expectInvalid(page, label, CARD[1]);
    await expectValid(page, "Cardholder name (optional)");
    await expect(active(page)).resolves.toMatchObject({ name: "cardNumber" });
    await dismissToasts(page);
    await dlg.getByLabel("Card number").fill("4111111111111111");
    await dlg.getByLabel("CVV").fill("123");
    await dlg.getByTestId("pay-button").click();
    await expectError(page, CARD);
    await expectInvalid(page, "Expiry date (MM/YY)", CARD[1]);
    await expectValid(page, "Card number");
    await expect(active(page)).resolves.toMatchObject({ name: "cardExpiry" });

    // Pay on Delivery: its note, nothing else required.
    await dlg.getByRole("radio", { name: /Pay on Delivery/ }).check();
    await expect(dlg.getByText("Payment on Delivery is available in Nairobi only.").count()).resolves.toBe(1);
    await expectNoAxeViolations(page, "payment step (delivery)");

    // No method at all: the form's FormData carries none (as devtools could make it); the action refuses.
    await dismissToasts(page);
    await dlg.getByRole("radio", { name: /M-Pesa/ }).check();
    await dlg.getByLabel("M-Pesa number").fill("0712345678");
    await dlg
      .locator('input[name="method"]')
      .evaluateAll((radios) => radios.forEach((r) => ((r as HTMLInputElement).checked = false)));
    await dlg.getByTestId("pay-button").click();
    await expectError(page, METHOD);
    const radios = dlg.locator('input[name="method"]');
    await expect
      .poll(() => radios.evaluateAll((rs) => rs.map((r) => r.getAttribute("aria-invalid"))))
      .toEqual(["true", "true", "true"]);
    const described = await radios
      .first()
      .evaluate((r) => document.getElementById(r.getAttribute("aria-describedby") ?? "")?.textContent ?? "");
    expect(described).toContain(METHOD[1]);
    await expect(active(page)).resolves.toMatchObject({ name: "method" });
    await expectNoAxeViolations(page, "payment step with the method error");
    expect(await placedOrders(page)).toEqual([]);
    await expect(cartCount(page)).resolves.toBe(1);
  });
});

describe("checkout dialog", () => {
  it("Back to Cart returns to the drawer; Back keeps the details; Escape closes and focus returns to the cart button", async () => {
    const page = await shopWith([[A, 1]]);
    await openCheckout(page);
    await expect(checkout(page).evaluate((d) => d.matches(":modal"))).resolves.toBe(true);
    await expect(active(page)).resolves.toMatchObject({ name: "name", inDialog: "checkout-dialog" });
    await checkout(page).getByRole("button", { name: "Back to Cart" }).click();
    await drawer(page).waitFor();
    await expect(checkout(page).count()).resolves.toBe(0);
    await expect(active(page)).resolves.toMatchObject({ inDialog: "cart-drawer" });

    await drawer(page).getByRole("button", { name: "Proceed to Checkout" }).click();
    await toPayment(page);
    await checkout(page).getByRole("button", { name: "Back", exact: true }).click();
    await expect.poll(() => checkout(page).getByTestId("checkout-step").innerText()).toBe("Step 1 of 2: Details");
    await expect(checkout(page).getByLabel("Full name").inputValue()).resolves.toBe(customer.name);
    await expect(checkout(page).getByLabel("Area (optional)").inputValue()).resolves.toBe(customer.area);

    await page.keyboard.press("Escape");
    await expect.poll(() => checkout(page).count()).toBe(0);
    await expect(active(page)).resolves.toMatchObject({ testId: "cart-button" });
    // Reopening keeps what was typed in this tab.
    await openCheckout(page);
    await expect(checkout(page).getByLabel("Email").inputValue()).resolves.toBe(customer.email);
  });

  it("Tab and Shift+Tab wrap inside the checkout dialog", async () => {
    const page = await shopWith([[A, 1]]);
    await openCheckout(page);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      expect((await active(page))?.inDialog).toBe("checkout-dialog");
    }
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Shift+Tab");
      expect((await active(page))?.inDialog).toBe("checkout-dialog");
    }
  });
});

describe("checkout is not on the home page's first paint", () => {
  it("/ loads no checkout, drawer or form-library code until the cart is opened", async () => {
    const { page } = await openPage("/");
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
      expect(body.includes("Proceed to Checkout"), scripts[i]).toBe(false); // the drawer
    }
  });
});
