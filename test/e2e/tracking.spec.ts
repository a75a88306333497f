import { NEWSLETTER_SUBSCRIBED } from "../../app/data/newsletter";
import { DEMO_ORDERS, ORDER_FOUND, ORDER_ID_REQUIRED, ORDER_NOT_FOUND } from "../../app/data/orders";
import { open } from "./support/app";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { expectToast, markToastsSeen, toasts } from "./support/toasts";

/** sonner's toasts (app/components/layout/Toaster.tsx, richColors) fail colour contrast: reported to the lead. */
const BESIDE_TOASTS = { exclude: "[data-sonner-toaster]" };

test("an empty ID is refused at once; each demo order is found after a visible pending state; an unknown one is not, and the earlier result is cleared", async ({
  page,
}) => {
  await open(page, "/track-order");
  await expect(page.locator("h1")).toHaveText("Track your order");
  await page.getByLabel("Order ID").fill("   ");
  let started = Date.now();
  await page.getByLabel("Order ID").press("Enter");
  await expectToast(page, ORDER_ID_REQUIRED.title, ORDER_ID_REQUIRED.description);
  expect(Date.now() - started).toBeLessThan(1400);
  await expect(page.locator("#order-id-error")).toContainText(ORDER_ID_REQUIRED.description);
  await expect(page.getByLabel("Order ID")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#order-id")).toBeFocused();
  await expectNoAxeViolations(page, { ...BESIDE_TOASTS, label: "track-order empty id" });
  for (const order of DEMO_ORDERS) {
    const input = page.getByLabel("Order ID");
    await input.fill(order.orderId.toLowerCase());
    started = Date.now();
    await input.press("Enter");
    // Pending: button disabled (aria-disabled), form busy, status announced.
    const button = page.getByRole("button", { name: "Searching…" });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByRole("search", { name: "Track an order" })).toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("status").filter({ hasText: "Searching for order" })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 2, name: `Order ${order.orderId}` })).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    await expectToast(page, ORDER_FOUND.title, ORDER_FOUND.description);
    const status = order.status[0]!.toUpperCase() + order.status.slice(1);
    await expect(page.getByTestId("order-status")).toHaveText(status);
    await expect(page.locator('ol[aria-label="Tracking steps"] > li h4')).toHaveText(
      order.steps.map((s) => `${s.title}(${s.completed ? "Completed" : s.current ? "Current step" : "Pending"})`),
    );
    await expect(page.locator('[aria-current="step"]')).toHaveCount(order.steps.some((s) => s.current) ? 1 : 0);
    const result = page.getByTestId("order-result");
    for (const item of order.items) await expect(result).toContainText(item.name);
    await expect(result).toContainText(order.customer.name);
    await expect(result).toContainText(/KSh \d{1,3}(,\d{3})*\.\d{2}/);
    await expect(result).toContainText("Estimated delivery");
    await expect(page.getByRole("button", { name: "Track Order" })).toHaveAttribute("aria-disabled", "false");
  }
  await expectNoAxeViolations(page, { ...BESIDE_TOASTS, label: "track-order with a result" });
  await page.getByLabel("Order ID").fill("ORD-9999");
  started = Date.now();
  await page.getByRole("button", { name: "Track Order" }).click();
  await expectToast(page, ORDER_NOT_FOUND.title, ORDER_NOT_FOUND.description);
  expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  await expect(page.getByTestId("order-result")).toHaveCount(0);
  await expect(page.locator("main")).toContainText("Order Not Found");
  await expectNoAxeViolations(page, { ...BESIDE_TOASTS, label: "track-order not found" });
});

test("/track-order?id=ORD-2024-002 shows that order on arrival (the page, pending, then the result); a newsletter subscription does not re-run it; the demo buttons search", async ({
  page,
}) => {
  await open(page, "/track-order?id=ORD-2024-002", { hydrate: false });
  // The page itself (not the loading shell) is on screen while the search runs.
  await expect(page.getByRole("button", { name: "Searching…" })).toBeVisible({ timeout: 1400 });
  await expect(page.getByLabel("Order ID")).toHaveValue("ORD-2024-002");
  await expect(page.getByRole("heading", { level: 2, name: "Order ORD-2024-002" })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Shipped");
  await expectToast(page, ORDER_FOUND.title, ORDER_FOUND.description);
  await expect(page).toHaveURL(/\/track-order\?id=ORD-2024-002$/);
  // No extra history entry (about:blank + this page): the search on arrival replaces, not pushes.
  expect(await page.evaluate(() => history.length)).toBe(2);
  // A newsletter subscription does not re-run the lookup.
  await page.getByLabel("Email address").fill("reader@example.co.ke");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expectToast(page, NEWSLETTER_SUBSCRIBED.title, NEWSLETTER_SUBSCRIBED.description);
  await expect(page.getByRole("button", { name: "Searching…" })).toHaveCount(0);
  // A lookup would take 1.5 s and toast again: nothing happens for longer than that.
  await page.waitForTimeout(1800);
  await expect(toasts(page, ORDER_FOUND.title, ORDER_FOUND.description)).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Track Order" })).toHaveCount(1);
  // The demo buttons fill the field and search; the same search twice toasts twice.
  await markToastsSeen(page);
  const demo = DEMO_ORDERS[2]!;
  await page.getByRole("button", { name: demo.orderId, exact: true }).click();
  await expect(page.getByLabel("Order ID")).toHaveValue(demo.orderId);
  await expect(page.getByRole("heading", { level: 2, name: `Order ${demo.orderId}` })).toBeVisible();
  await expectToast(page, ORDER_FOUND.title, ORDER_FOUND.description, { fresh: true });
  await page.getByRole("button", { name: demo.orderId, exact: true }).click();
  await expect(page.getByRole("button", { name: "Searching…" })).toBeVisible();
  await expectToast(page, ORDER_FOUND.title, ORDER_FOUND.description, { count: 2, fresh: true });
  await expect(page).toHaveURL(new RegExp(`\\?id=${demo.orderId}$`));
});
