// Paying as Nairobi pays (issue 23), at 390 px: the M-Pesa push's waiting panel and Daraja's answers by test
// number, Try again, Paybill with a confirmation code and the WhatsApp link (a declined card: checkout.spec's
// keyboard flow).
// The page's clock stands in for the 2 s answers and the 60 s countdown: nothing waits for real.
import type { Page } from "@playwright/test";
import { focused } from "./support/app";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import {
  cartCount,
  checkout,
  detailsToPayment,
  expectedTotals,
  ksh,
  openCheckout,
  placedOrders,
  PRODUCTS,
} from "./support/shop";
import { expectToast, markToastsSeen, toasts } from "./support/toasts";

const A = PRODUCTS[0]!;
const total = ksh(expectedTotals([A, 2]).total);

/** The countdown as a push starts. */
const FULL_MINUTE = /^(1:00|0:5\d)$/;

test.use({ viewport: { width: 390, height: 844 } });

/** A cart of 2 x A, the page's clock installed, the checkout at its payment step. */
async function atPayment(page: Page) {
  await page.clock.install();
  await openCheckout(page, [A, 2]);
  return detailsToPayment(page, { name: "Achieng Otieno", email: "achieng@example.co.ke", phone: "0712345678" });
}

/** Pays with M-Pesa to `number` from the payment step; the waiting panel shows with its heading focused. */
async function push(page: Page, number: string) {
  const dlg = checkout(page);
  await dlg.getByLabel("M-Pesa number").fill(number);
  await dlg.getByTestId("pay-button").click();
  await expectPanel(page, "Check your phone");
}

async function expectPanel(page: Page, heading: string) {
  await expect(checkout(page).getByRole("heading", { level: 3 })).toHaveText(heading);
  await expect.poll(async () => (await focused(page))?.text).toBe(heading);
}

test("a push with no answer, a cancelled one, Try again, then another number that pays", async ({ page }) => {
  const dlg = await atPayment(page);
  const panel = dlg.getByTestId("stk-panel");
  await push(page, "0700000003");
  await expectToast(page, "STK Push Sent", "Payment request sent to 254700000003. Check your phone.");
  await expect(panel.getByTestId("stk-number")).toHaveText("2547•••••003");
  await expect(panel.getByTestId("stk-amount")).toHaveText(total);
  // The page's clock also runs on its own: a busy machine may have ticked a second or so already.
  await expect(panel.getByRole("timer")).toHaveText(FULL_MINUTE);
  await expect(panel.getByRole("status")).toHaveText(/Enter your M-Pesa PIN/);
  await expectNoAxeViolations(page, { include: '[data-testid="stk-panel"]', label: "waiting panel" });
  // No closing while the phone is asked; the countdown runs down; no answer (1037) when it ends.
  await page.keyboard.press("Escape");
  await expect(dlg).toBeVisible();
  await page.clock.runFor(30_000);
  await expect(panel.getByRole("timer")).toHaveText(/^0:([0-2]\d|30)$/);
  await page.clock.runFor(30_000);
  await expectPanel(page, "No answer from your phone");
  await expect(panel.getByRole("status")).toHaveText(/did not answer the payment request in time/);

  await panel.getByRole("button", { name: "Change number or method" }).click();
  await push(page, "0700000001");
  await page.clock.runFor(2000);
  await expectPanel(page, "Payment cancelled");
  await expect(panel.getByRole("status")).toHaveText(
    "The payment request was cancelled on your phone. No money was taken.",
  );
  // A failed push's actions (issue 41's defect): Tab reaches them in the order they show, top to bottom.
  const actions = panel.getByRole("button");
  await expect(actions).toHaveCount(3);
  // From the focused heading, each Tab stop's box: the first must be the topmost, then left to right, row by row.
  const stops: { text: string; top: number; left: number; height: number }[] = [];
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press("Tab");
    stops.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const { top, left, height } = el.getBoundingClientRect();
        return { text: el.textContent.trim(), top, left, height };
      }),
    );
  }
  expect(stops.map((s) => s.text).sort()).toEqual(["Change number or method", "Pay with Paybill instead", "Try again"]);
  // At 390 px the actions take more than one row, so a reversed wrap would show here.
  expect(Math.max(...stops.map((s) => s.top)) - Math.min(...stops.map((s) => s.top))).toBeGreaterThan(
    stops[0]!.height / 2,
  );
  expect(stops[0]!.top, `${stops[0]!.text}, reached first, is the topmost`).toBe(Math.min(...stops.map((s) => s.top)));
  for (const [a, b] of stops.slice(1).map((s, i) => [stops[i]!, s] as const)) {
    const sameRow = Math.abs(b.top - a.top) < a.height / 2;
    expect(sameRow ? b.left > a.left : b.top > a.top, `${b.text} after ${a.text}`).toBe(true);
  }
  // The retry is still the one filled with the brand's colour (the page's theme-color): the primary action.
  const filled = await actions.evaluateAll((buttons) => {
    const probe = document.body.appendChild(document.createElement("i"));
    probe.style.color = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')!.content;
    const brand = getComputedStyle(probe).color;
    probe.remove();
    return buttons.filter((b) => getComputedStyle(b).backgroundColor === brand).map((b) => b.textContent.trim());
  });
  expect(filled).toEqual(["Try again"]);

  // Try again: a fresh push (its own toast, the countdown from the start), answered the same for this number.
  await markToastsSeen(page);
  await panel.getByRole("button", { name: "Try again" }).click();
  await expectPanel(page, "Check your phone");
  await expect(panel.getByRole("timer")).toHaveText(FULL_MINUTE);
  await expect(toasts(page, "STK Push Sent", undefined, { fresh: true })).toHaveCount(1);
  await page.clock.runFor(2000);
  await expectPanel(page, "Payment cancelled");
  expect(await cartCount(page)).toBe(2);

  await panel.getByRole("button", { name: "Change number or method" }).click();
  await expect(dlg.getByLabel("M-Pesa number")).toHaveValue("254700000001");
  await push(page, "0712345678");
  await page.clock.runFor(2000);
  const confirmed = dlg.getByTestId("order-confirmed");
  await expect(confirmed).toBeVisible();
  const [order] = await placedOrders(page);
  // The receipt code's form: test/checkout-action.test.ts.
  await expect(dlg.getByTestId("confirmed-receipt")).toHaveText(order!.payment.receipt!);
  await expect(dlg.getByTestId("confirmed-method")).toHaveText("M-Pesa (Paid)");

  // The WhatsApp link: wa.me with this order's message (its whole text: test/whatsapp.test.ts).
  const whatsApp = confirmed.getByRole("link", { name: /Send to SimuTech on WhatsApp/ });
  const url = new URL((await whatsApp.getAttribute("href"))!);
  expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/254700123456");
  expect(url.searchParams.get("text")).toContain(`about my order ${order!.orderId}:\n- 2 x ${A.name}\nTotal: ${total}`);
});

test("insufficient funds, then Paybill with the SMS code: the order awaits confirmation", async ({ page }) => {
  const dlg = await atPayment(page);
  await push(page, "+254 700 000 002");
  await page.clock.runFor(2000);
  await expectPanel(page, "Not enough money in M-Pesa");
  await dlg.getByRole("button", { name: "Pay with Paybill instead" }).click();
  await expectPanel(page, "Pay with Paybill");

  const paybill = dlg.getByTestId("paybill-panel");
  await expect(paybill.getByTestId("paybill-business")).toHaveText("174379");
  const orderId = (await paybill.getByTestId("paybill-account").textContent())!;
  expect(orderId).toMatch(/^ORD\d+$/);
  await expect(paybill.getByTestId("paybill-amount")).toHaveText(total);
  await expect(paybill.getByRole("listitem")).toHaveCount(4);
  await expect(paybill.getByRole("button", { name: /^Copy/ })).toHaveCount(3);

  // The code is checked beside its field (and focused); the panel fits 320 px.
  await paybill.getByRole("button", { name: "Confirm Paybill payment" }).click();
  const code = paybill.getByLabel(/M-Pesa confirmation code/);
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await expect(code).toBeFocused();
  await expectNoAxeViolations(page, { include: '[data-testid="paybill-panel"]', label: "Paybill panel" });
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await dlg.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);

  // The same order ID when the customer comes back to Paybill: test/checkout-action.test.ts.
  await code.fill("tj3mx6clyc");
  await paybill.getByRole("button", { name: "Confirm Paybill payment" }).click();
  await expect(dlg.getByTestId("confirmed-order-id")).toHaveText(orderId);
  await expect(dlg.getByTestId("confirmed-method")).toHaveText("M-Pesa (Awaiting confirmation)");
  await expect(dlg.getByTestId("confirmed-receipt")).toHaveText("TJ3MX6CLYC");
  await page.waitForURL(`/track-order?id=${orderId}`);
  await dlg.getByRole("button", { name: "View Order Tracking" }).click();
  const payment = page.getByRole("region", { name: "Payment" });
  await expect(payment).toContainText("Awaiting confirmation");
  await expect(payment).toContainText("TJ3MX6CLYC");
});
