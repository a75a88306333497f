import { DEMO_ORDERS, ORDER_FOUND } from "../../app/data/orders";
import { open } from "./support/app";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { expectToast, markToastsSeen } from "./support/toasts";

/** sonner's toasts (app/components/layout/Toaster.tsx, richColors) fail colour contrast: reported to the lead. */
const BESIDE_TOASTS = { exclude: "[data-sonner-toaster]" };
const REQUIRED = ["Order ID Required", "Please enter your order ID"] as const;
const NOT_FOUND = ["Order Not Found", "Please check your order ID and try again"] as const;

// The lookup's 1.5 s, a blank ID refused at once, and which submissions run it again: test/tracking.test.ts.
test("an empty ID is refused; each demo order is found after a visible pending state; an unknown one is not, and the earlier result is cleared", async ({
  page,
}) => {
  await open(page, "/track-order");
  await expect(page.locator("h1")).toHaveText("Track your order");
  await page.getByLabel("Order ID").fill("   ");
  await page.getByLabel("Order ID").press("Enter");
  await expectToast(page, ...REQUIRED);
  await expect(page.locator("#order-id-error")).toContainText(REQUIRED[1]);
  await expect(page.getByLabel("Order ID")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#order-id")).toBeFocused();
  await expectNoAxeViolations(page, { ...BESIDE_TOASTS, label: "track-order empty id" });
  for (const order of DEMO_ORDERS) {
    const input = page.getByLabel("Order ID");
    await input.fill(order.orderId.toLowerCase());
    await input.press("Enter");
    // Pending: button disabled (aria-disabled), form busy, status announced.
    const button = page.getByRole("button", { name: "Searching…" });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByRole("search", { name: "Track an order" })).toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("status").filter({ hasText: "Searching for order" })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 2, name: `Order ${order.orderId}` })).toBeVisible();
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
  await page.getByRole("button", { name: "Track Order" }).click();
  await expectToast(page, ...NOT_FOUND);
  await expect(page.getByTestId("order-result")).toHaveCount(0);
  await expect(page.locator("main")).toContainText("Order Not Found");
  await expectNoAxeViolations(page, { ...BESIDE_TOASTS, label: "track-order not found" });
});

test("/track-order?id=ORD-2024-002 shows that order on arrival (the page, pending, then the result); the demo buttons search", async ({
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
  // The demo buttons fill the field and search.
  await markToastsSeen(page);
  const demo = DEMO_ORDERS[2]!;
  await page.getByRole("button", { name: demo.orderId, exact: true }).click();
  await expect(page.getByLabel("Order ID")).toHaveValue(demo.orderId);
  await expect(page.getByRole("heading", { level: 2, name: `Order ${demo.orderId}` })).toBeVisible();
  await expectToast(page, ORDER_FOUND.title, ORDER_FOUND.description, { fresh: true });
  await expect(page).toHaveURL(new RegExp(`\\?id=${demo.orderId}$`));
});
