import type { Page } from "@playwright/test";
import { DELIVERY_AREAS } from "../../app/data/areas";
import { focused, holdAssets, nextFrames, open, settle, tabTo } from "./support/app";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import {
  cartCount,
  checkout,
  drawer,
  expectedTotals,
  ksh,
  openCheckout,
  openDrawer,
  placedOrders,
  proceedToCheckout,
  PRODUCTS,
  seedCart,
  CUSTOMER,
  checkoutToPayment,
  detailsToPayment,
  type Line,
} from "./support/shop";
import { expectToast, markToastsSeen, toasts } from "./support/toasts";

const MISSING = ["Missing Information", "Please fill in all required fields"] as const;
const METHOD = ["Payment Method Required", "Please select a payment method"] as const;
const MPESA = ["M-Pesa Number Required", "Please enter your M-Pesa number"] as const;
const CARD = ["Card Details Required", "Please fill in all card details"] as const;

const A = PRODUCTS[0]!; // 24.99
const B = PRODUCTS[2]!; // 14.99 (on sale)
const C = PRODUCTS[9]!; // 9.99

/** An inline error: aria-invalid on the control, the message in its accessible description. */
async function expectInvalid(page: Page, label: string, message: string) {
  const control = checkout(page).getByLabel(label);
  await expect(control, label).toHaveAttribute("aria-invalid", "true");
  await expect(control, label).toHaveAccessibleDescription(new RegExp(message));
}

async function expectValid(page: Page, label: string) {
  await expect(checkout(page).getByLabel(label), label).not.toHaveAttribute("aria-invalid");
}

/** Each field's autocomplete, inputmode and type, as "autocomplete inputmode type". */
const kinds = (page: Page, labels: string[]) =>
  Promise.all(
    labels.map((label) =>
      checkout(page)
        .getByLabel(label)
        .evaluate((el) => ["autocomplete", "inputmode", "type"].map((a) => el.getAttribute(a) ?? "").join(" ")),
    ),
  );

/** The toast and the in-dialog summary both carry the exact title and message. */
async function expectError(page: Page, [title, message]: readonly [string, string]) {
  await expectToast(page, title, message, { fresh: true });
  const summary = checkout(page).getByTestId("checkout-error");
  await expect(summary).toContainText(title);
  await expect(summary).toContainText(message);
}

test("a purchase from /shop, paid on delivery: totals to the cent, one payment however often it is sent, the order saved and tracked", async ({
  page,
}) => {
  const lines: Line[] = [
    [A, 2],
    [B, 1],
    [C, 3],
  ];
  // The page's clock holds the simulated 2 s payment open while the test tries to pay again.
  await page.clock.install();
  await openCheckout(page, ...lines);
  const expected = expectedTotals(...lines);
  const dlg = await detailsToPayment(page);
  const totals = dlg.getByTestId(/^checkout-(subtotal|shipping|tax|total)$/);
  await expect(totals).toHaveText([ksh(expected.subtotal), "Free", ksh(expected.tax), ksh(expected.total)]);
  await dlg.getByRole("radio", { name: /Pay on Delivery/ }).check();
  await expect(dlg.getByTestId("pay-on-delivery-note")).toHaveText("Payment on Delivery is available in Nairobi only.");
  const pay = dlg.getByTestId("pay-button");
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await pay.click();
  // Pending for the simulated 2 s: disabled, progress shown, busy; a second click, Enter or submit does nothing.
  await expect(dlg.getByTestId("payment-pending")).toBeVisible();
  await expect(pay).toBeDisabled();
  await expect(dlg.locator("progress")).toHaveCount(1);
  await pay.dispatchEvent("click");
  await page.keyboard.press("Enter");
  await dlg.locator('form[aria-busy="true"]').evaluate((f) => (f as HTMLFormElement).requestSubmit());
  // Escape cannot close it while paying.
  await page.keyboard.press("Escape");
  await expect(dlg).toHaveCount(1);
  // Time flows again (sonner shows a toast from a timer): the payment completes.
  await page.clock.resume();
  const confirmed = page.getByRole("dialog", { name: "Order Confirmed" }).getByTestId("order-confirmed");
  await expect(confirmed).toBeVisible({ timeout: 10_000 });
  await page.waitForURL(/\/track-order\?id=ORD\d+$/);
  const id = new URL(page.url()).searchParams.get("id")!;
  await expect(dlg.getByTestId("confirmed-order-id")).toHaveText(id);
  await expect(dlg.getByTestId("confirmed-total")).toHaveText(ksh(expected.total));
  await expect(dlg.getByTestId("confirmed-method")).toContainText("Pay on Delivery");
  await expect(confirmed.getByRole("heading", { name: "What happens next" })).toHaveCount(1);
  await expect(toasts(page, "STK Push Sent")).toHaveCount(0);
  // Exactly one order saved; the cart is empty (what is stored, its amount: test/checkout-action.test.ts).
  expect(await placedOrders(page)).toEqual([expect.objectContaining({ orderId: id })]);
  await expect.poll(() => cartCount(page)).toBe(0);
  await expectNoAxeViolations(page, { label: "order confirmed" });
  // Closing leaves the order's tracking page on screen, focus on it.
  await dlg.getByRole("button", { name: "View Order Tracking" }).click();
  await expect(checkout(page)).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get("id")).toBe(id);
  await expect.poll(() => focused(page)).toMatchObject({ tag: "main" });
  await expect(page.locator("main")).toContainText(id);
});

test("by keyboard alone: adds, opens the cart, checks out and pays by card after a declined one, with Tab, Enter, Space, arrows and typing", async ({
  page,
}) => {
  await open(page, "/shop");
  const kb = page.keyboard;
  await tabTo(page, `[data-product-id="${A.id}"] button`, { max: 80 });
  await kb.press("Enter");
  await tabTo(page, `[data-product-id="${C.id}"] button`, { max: 80 });
  await kb.press("Space");
  await kb.press("Space");
  await expect.poll(() => cartCount(page)).toBe(3);
  await tabTo(page, '[data-testid="cart-button"]', { back: true, max: 120 });
  await kb.press("Enter");
  await expect(drawer(page)).toBeVisible();
  await tabTo(page, 'dialog[data-testid="cart-drawer"] [data-testid="proceed-to-checkout"]');
  await kb.press("Enter");
  await expect(checkout(page)).toBeVisible();
  await expect.poll(() => focused(page)).toMatchObject({ name: "name" });
  // The last Tab reaches the city (read-only).
  for (const text of [CUSTOMER.name, CUSTOMER.email, CUSTOMER.phone, CUSTOMER.address]) {
    await kb.type(text);
    await kb.press("Tab");
  }
  await expect.poll(() => focused(page)).toMatchObject({ name: "city" });
  await kb.press("Tab"); // area
  await expect.poll(() => focused(page)).toMatchObject({ name: "area" });
  await kb.type("Kilimani");
  await expect(checkout(page).getByLabel("Area (optional)")).toHaveValue("Kilimani");
  await tabTo(page, 'dialog[data-testid="checkout-dialog"] button[type="submit"]');
  await kb.press("Enter");
  await expect(checkout(page).getByTestId("checkout-step")).toHaveText("Step 2 of 2: Payment");
  await expect(checkout(page).getByTestId("checkout-status")).toHaveText("Step 2 of 2: Payment");
  await expect.poll(() => focused(page)).toMatchObject({ name: "method" });
  await kb.press("ArrowDown");
  await expect(checkout(page).getByRole("radio", { name: /Credit \/ Debit Card/ })).toBeChecked();
  await kb.press("Tab");
  await expect.poll(() => focused(page)).toMatchObject({ name: "cardNumber" });
  // First a card the bank declines: the answer beside the card number, focus on it, nothing placed.
  for (const text of ["4000 0000 0000 0002", "12/29", "123"]) {
    await kb.type(text);
    await kb.press("Tab");
  }
  await kb.type("W Kamau");
  await kb.press("Enter");
  await expect(checkout(page).getByTestId("payment-pending")).toBeVisible();
  await expect(checkout(page).getByLabel("Card number")).toBeFocused();
  await expectInvalid(page, "Card number", "Your card was declined");
  await expect(checkout(page).getByTestId("checkout-error")).toContainText("Card declined");
  expect(await cartCount(page)).toBe(3);
  // Another card, typed over it, pays.
  await kb.press("ControlOrMeta+a");
  await kb.type("4111111111111111");
  await kb.press("Enter");
  await expect(checkout(page).getByTestId("order-confirmed")).toBeVisible({ timeout: 10_000 });
  await page.waitForURL(/\/track-order\?id=ORD\d+$/);
  const expected = expectedTotals([A, 1], [C, 2]);
  await expect(checkout(page).getByTestId("confirmed-total")).toHaveText(ksh(expected.total));
  await expect.poll(() => focused(page)).toMatchObject({ inDialog: "checkout-dialog" });
  await tabTo(page, 'dialog[data-testid="checkout-dialog"] [data-testid="view-order-tracking"]');
  await kb.press("Enter");
  await expect(checkout(page)).toHaveCount(0);
  expect(await placedOrders(page)).toHaveLength(1);
});

test("details: Missing Information, toast and inline, focus on the first missing field; the toast in the dialog, on top, outliving it; the fields' kinds", async ({
  page,
}) => {
  const dlg = await openCheckout(page, [A, 1]);
  const city = dlg.getByLabel("City");
  await expect(city).toHaveValue("Nairobi");
  await expect(city).toHaveAttribute("readonly");
  await expect(dlg.getByLabel("Area (optional)").locator('option:not([value=""])')).toHaveText([...DELIVERY_AREAS]);
  expect(await kinds(page, ["Full name", "Email", "Phone number", "Delivery address (optional)"])).toEqual([
    "name  ",
    "email email email",
    "tel tel tel",
    "street-address  ",
  ]);
  await expectNoAxeViolations(page, { label: "details step" });
  await dlg.getByRole("button", { name: "Continue to Payment" }).click();
  await expectError(page, MISSING);
  for (const label of ["Full name", "Email", "Phone number"]) await expectInvalid(page, label, MISSING[1]);
  for (const label of ["Delivery address (optional)", "Area (optional)"]) await expectValid(page, label);
  await expect.poll(() => focused(page)).toMatchObject({ name: "name" });
  // The toast layer moves into the open dialog (the rest is inert): the toast is on top and reachable.
  const toast = page.locator("dialog[open] [data-sonner-toast]").filter({ hasText: MISSING[0] });
  await expect(toast).toHaveCount(1);
  // A trial click runs Playwright's hit-target check: the toast's centre takes the pointer, nothing covers it.
  await toast.click({ trial: true, timeout: 3000 });
  const close = toast.getByRole("button", { name: /close/i });
  await close.focus();
  await expect(close).toBeFocused();
  await expectNoAxeViolations(page, { label: "details step with errors and a toast" });

  // Only the name (a toast lives 6 s, about what axe takes on a busy machine: this part raises a new one).
  await markToastsSeen(page);
  await dlg.getByLabel("Full name").fill(CUSTOMER.name);
  await dlg.getByRole("button", { name: "Continue to Payment" }).click();
  await expectError(page, MISSING);
  await expectValid(page, "Full name");
  await expectInvalid(page, "Email", MISSING[1]);
  await expect.poll(() => focused(page)).toMatchObject({ name: "email" });
  // Closing the dialog moves the toast layer back to <body>; the toast survives.
  await page.keyboard.press("Escape");
  await expect(page.locator("dialog[open]")).toHaveCount(0);
  await expect(page.locator("dialog [data-sonner-toast]")).toHaveCount(0);
  await expect(toasts(page, MISSING[0], undefined, { fresh: true })).toBeVisible();

  // Back in (the name kept), the rest filled: on to the payment.
  await openDrawer(page);
  await checkoutToPayment(page, { email: CUSTOMER.email, phone: "0700" });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true });

  test("every control Tab reaches in the dialog stays clear of the Missing Information toast (WCAG 2.4.11)", async ({
    page,
  }) => {
    const dlg = await openCheckout(page, [A, 1]);
    await dlg.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(toasts(page, MISSING[0])).toBeVisible();
    // Measure once the toast's entry animation has settled.
    await settle(page);
    const checked: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      await nextFrames(page);
      const state = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el.closest("[data-sonner-toast]")) return null;
        const a = el.getBoundingClientRect();
        const t = document.querySelector("[data-sonner-toast]")?.getBoundingClientRect();
        const overlap = t
          ? Math.max(0, Math.min(a.bottom, t.bottom) - Math.max(a.top, t.top)) *
            Math.max(0, Math.min(a.right, t.right) - Math.max(a.left, t.left))
          : 0;
        return {
          name: el.getAttribute("name") ?? el.textContent?.trim().slice(0, 30) ?? el.tagName,
          covered: overlap / (a.width * a.height),
        };
      });
      if (!state) continue;
      checked.push(state.name);
      expect(state.covered, `${state.name} under the toast`).toBeLessThan(0.5);
    }
    expect(checked).toContain("Back to Cart");
  });
});

test("payment: M-Pesa Number Required, Card Details Required, Payment Method Required, toast and inline; the fields' kinds", async ({
  page,
}) => {
  await openCheckout(page, [B, 1]);
  const dlg = await detailsToPayment(page);
  await expect(dlg.getByRole("radio", { name: /M-Pesa/ })).toBeChecked();
  expect(await kinds(page, ["M-Pesa number"])).toEqual(["tel numeric tel"]);
  await expectNoAxeViolations(page, { label: "payment step (M-Pesa)" });

  await dlg.getByTestId("pay-button").click();
  await expectError(page, MPESA);
  await expectInvalid(page, "M-Pesa number", MPESA[1]);
  await expect.poll(() => focused(page)).toMatchObject({ name: "mpesaNumber" });
  await expectNoAxeViolations(page, { label: "payment step with the M-Pesa error" });

  // Card without its details: number, expiry and cvv marked; cardholder name is optional.
  await markToastsSeen(page);
  await dlg.getByRole("radio", { name: /Credit \/ Debit Card/ }).check();
  const card = ["Card number", "Expiry date (MM/YY)", "CVV", "Cardholder name (optional)"];
  expect(await kinds(page, card)).toEqual(["cc-number numeric ", "cc-exp numeric ", "cc-csc numeric ", "cc-name  "]);
  await expectNoAxeViolations(page, { label: "payment step (card)" });
  await dlg.getByTestId("pay-button").click();
  await expectError(page, CARD);
  for (const label of ["Card number", "Expiry date (MM/YY)", "CVV"]) await expectInvalid(page, label, CARD[1]);
  await expectValid(page, "Cardholder name (optional)");
  await expect.poll(() => focused(page)).toMatchObject({ name: "cardNumber" });

  // Pay on Delivery (its note: the purchase above).
  await dlg.getByRole("radio", { name: /Pay on Delivery/ }).check();
  await expectNoAxeViolations(page, { label: "payment step (delivery)" });

  // No method at all: the form's FormData carries none (as devtools could make it); the action refuses.
  await markToastsSeen(page);
  await dlg.getByRole("radio", { name: /M-Pesa/ }).check();
  await dlg.getByLabel("M-Pesa number").pressSequentially("0712 345-678");
  await expect(dlg.getByLabel("M-Pesa number")).toHaveValue("254712345678");
  await dlg
    .locator('input[name="method"]')
    .evaluateAll((radios) => radios.forEach((r) => ((r as HTMLInputElement).checked = false)));
  await dlg.getByTestId("pay-button").click();
  await expectError(page, METHOD);
  // The radiogroup carries aria-invalid (radios do not support it); each radio points at the message.
  await expect(dlg.getByRole("radiogroup", { name: /Payment method/ })).toHaveAttribute("aria-invalid", "true");
  await expect(dlg.locator('input[name="method"]').first()).toHaveAccessibleDescription(new RegExp(METHOD[1]));
  await expect.poll(() => focused(page)).toMatchObject({ name: "method" });
  await expectNoAxeViolations(page, { label: "payment step with the method error" });
});

test("the checkout dialog: open at once while its code loads (it says so), modal; Back to Cart, Back keeping the details, Escape and focus return", async ({
  page,
}) => {
  const release = await holdAssets(page, /\/assets\/CheckoutDialog-[\w-]+\.js$/);
  await seedCart(page, [A, 1]);
  await open(page, "/shop");
  await openDrawer(page);
  await drawer(page).getByRole("button", { name: "Proceed to Checkout" }).click();
  const loading = page.locator('dialog[data-testid="checkout-loading"]');
  await expect(loading).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Checkout" }).getByRole("status")).toHaveText("Loading checkout…");
  await expectNoAxeViolations(page, { label: "checkout loading" });
  release();
  await expect(checkout(page)).toBeVisible();
  await expect(loading).toHaveCount(0);
  expect(await checkout(page).evaluate((d) => d.matches(":modal"))).toBe(true);
  await expect.poll(() => focused(page)).toMatchObject({ name: "name", inDialog: "checkout-dialog" });
  await checkout(page).getByRole("button", { name: "Back to Cart" }).click();
  await expect(drawer(page)).toBeVisible();
  await expect(checkout(page)).toHaveCount(0);
  await expect.poll(() => focused(page)).toMatchObject({ inDialog: "cart-drawer" });

  await checkoutToPayment(page);
  await checkout(page).getByRole("button", { name: "Back", exact: true }).click();
  await expect(checkout(page).getByTestId("checkout-step")).toHaveText("Step 1 of 2: Details");
  await expect(checkout(page).getByLabel("Full name")).toHaveValue(CUSTOMER.name);
  await expect(checkout(page).getByLabel("Area (optional)")).toHaveValue(CUSTOMER.area);

  await page.keyboard.press("Escape");
  await expect(checkout(page)).toHaveCount(0);
  await expect.poll(() => focused(page)).toMatchObject({ testId: "cart-button" });
  await openDrawer(page);
  await expect((await proceedToCheckout(page)).getByLabel("Email")).toHaveValue(CUSTOMER.email);
});
