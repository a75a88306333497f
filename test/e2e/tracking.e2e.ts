import { describe, expect, it } from "vitest";
import { DEMO_ORDERS } from "../../app/data/orders";
import { ORDER_FOUND, ORDER_ID_REQUIRED, ORDER_NOT_FOUND } from "../../app/data/messages";
import { setupE2E } from "./harness";
import {
  expectNoAxeViolationsBesideToasts,
  expectToast,
  PLACED_ORDER_ID,
  placedOrdersInitScript,
  toastCount,
} from "./svc-helpers";

const { openPage } = setupE2E();

const STATUS: Record<string, string> = {
  processing: "Processing",
  confirmed: "Confirmed",
  shipped: "Shipped",
  delivered: "Delivered",
};

const stepStates = (page: import("playwright-core").Page) =>
  page
    .locator('ol[aria-label="Tracking steps"] > li')
    .evaluateAll((lis) => lis.map((li) => (li.querySelector("h4")?.textContent ?? "").trim()));

describe("order tracking", () => {
  it("each demo order is found with its status and steps, after a visible pending state", async () => {
    const { page } = await openPage("/track-order");
    await expect(page.locator("h1").innerText()).resolves.toBe("Track your order");
    for (const order of DEMO_ORDERS) {
      const input = page.getByLabel("Order ID");
      await input.fill(order.orderId.toLowerCase());
      const started = Date.now();
      await input.press("Enter");
      // Pending: button disabled (aria-disabled), form busy, status announced.
      const button = page.getByRole("button", { name: "Searching…" });
      await button.waitFor();
      await expect(button.getAttribute("aria-disabled")).resolves.toBe("true");
      await expect(page.getByRole("search").getAttribute("aria-busy")).resolves.toBe("true");
      await expect(page.getByRole("status").filter({ hasText: "Searching for order" }).count()).resolves.toBe(1);
      await page.getByRole("heading", { level: 2, name: `Order ${order.orderId}` }).waitFor({ timeout: 5000 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
      await expectToast(page, ORDER_FOUND);
      await expect(page.getByTestId("order-status").innerText()).resolves.toBe(STATUS[order.status]);
      const expected = order.steps.map(
        (s) => `${s.title}(${s.completed ? "Completed" : s.current ? "Current step" : "Pending"})`,
      );
      expect(await stepStates(page)).toEqual(expected);
      await expect(page.locator('[aria-current="step"]').count()).resolves.toBe(
        order.steps.some((s) => s.current) ? 1 : 0,
      );
      // Items, customer, payment and delivery are shown.
      const result = await page.getByTestId("order-result").innerText();
      for (const item of order.items) expect(result).toContain(item.name);
      expect(result).toContain(order.customer.name);
      expect(result).toMatch(/KSh \d{1,3}(,\d{3})*\.\d{2}/);
      expect(result).toContain("Estimated delivery");
      await expect(page.getByRole("button", { name: "Track Order" }).getAttribute("aria-disabled")).resolves.toBe(
        "false",
      );
    }
    await expectNoAxeViolationsBesideToasts(page, "track-order with a result");
  });

  it("an unknown ID: Order Not Found after the search, and the earlier result is cleared", async () => {
    const { page } = await openPage("/track-order?id=ORD-2024-001");
    await page.getByRole("heading", { level: 2, name: "Order ORD-2024-001" }).waitFor();
    await page.getByLabel("Order ID").fill("ORD-9999");
    const started = Date.now();
    await page.getByRole("button", { name: "Track Order" }).click();
    await expectToast(page, ORDER_NOT_FOUND, { timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    await expect(page.getByTestId("order-result").count()).resolves.toBe(0);
    await expect(page.locator("main").innerText()).resolves.toContain("Order Not Found");
    await expectNoAxeViolationsBesideToasts(page, "track-order not found");
  });

  it("an empty ID: Order ID Required at once, inline too, no search", async () => {
    const { page } = await openPage("/track-order");
    await page.getByLabel("Order ID").fill("   ");
    const started = Date.now();
    await page.getByLabel("Order ID").press("Enter");
    await expectToast(page, ORDER_ID_REQUIRED);
    expect(Date.now() - started).toBeLessThan(1400);
    await expect(page.locator("#order-id-error").innerText()).resolves.toContain(ORDER_ID_REQUIRED.description);
    await expect(page.getByLabel("Order ID").getAttribute("aria-invalid")).resolves.toBe("true");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("order-id");
    await expectNoAxeViolationsBesideToasts(page, "track-order empty id");
  });

  it("/track-order?id=ORD-2024-002 shows that order on arrival (the page, pending, then the result)", async () => {
    const { page } = await openPage("/track-order?id=ORD-2024-002", { waitForHydration: false });
    // The page itself (not the loading shell) is on screen while the search runs.
    await page.getByRole("button", { name: "Searching…" }).waitFor({ timeout: 1400 });
    await expect(page.getByLabel("Order ID").inputValue()).resolves.toBe("ORD-2024-002");
    await page.getByRole("heading", { level: 2, name: "Order ORD-2024-002" }).waitFor();
    await expect(page.getByTestId("order-status").innerText()).resolves.toBe("Shipped");
    await expectToast(page, ORDER_FOUND);
    expect(page.url()).toMatch(/\/track-order\?id=ORD-2024-002$/);
    // No extra history entry (about:blank + this page): the search on arrival replaces, not pushes.
    expect(await page.evaluate(() => history.length)).toBe(2);
  });

  it("the demo buttons fill the field and search; the same search twice toasts twice", async () => {
    const { page } = await openPage("/track-order");
    const demo = DEMO_ORDERS[2]!;
    await page.getByRole("button", { name: demo.orderId }).click();
    await expect(page.getByLabel("Order ID").inputValue()).resolves.toBe(demo.orderId);
    await page.getByRole("heading", { level: 2, name: `Order ${demo.orderId}` }).waitFor();
    await expectToast(page, ORDER_FOUND);
    await page.getByRole("button", { name: demo.orderId }).click();
    await page.getByRole("button", { name: "Searching…" }).waitFor();
    await expectToast(page, ORDER_FOUND, { count: 2 });
    expect(page.url()).toMatch(new RegExp(`\\?id=${demo.orderId}$`));
  });

  it("finds an order placed on this device (orders-storage)", async () => {
    const { page } = await openPage(`/track-order?id=${PLACED_ORDER_ID.toLowerCase()}`, {
      initScript: placedOrdersInitScript(),
    });
    await page.getByRole("heading", { level: 2, name: `Order ${PLACED_ORDER_ID}` }).waitFor();
    await expect(page.getByTestId("order-status").innerText()).resolves.toBe("Confirmed");
    expect(await stepStates(page)).toEqual([
      "Order Confirmed(Completed)",
      "Processing(Current step)",
      "Out for Delivery(Pending)",
      "Delivered(Pending)",
    ]);
  });

  it("a newsletter subscription does not re-run the lookup", async () => {
    const { page } = await openPage("/track-order?id=ORD-2024-001");
    await page.getByRole("heading", { level: 2, name: "Order ORD-2024-001" }).waitFor();
    await expectToast(page, ORDER_FOUND);
    await page.getByLabel("Email address").fill("reader@example.co.ke");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect.poll(() => page.locator("[data-sonner-toast]").count()).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(1800);
    await expect(toastCount(page, ORDER_FOUND)).resolves.toBe(1);
    await expect(page.getByRole("button", { name: "Track Order" }).count()).resolves.toBe(1);
  });
});
