import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, setupE2E } from "./harness";

const { openPage } = setupE2E();

/**
 * Toasts stay usable while a modal dialog is open: the toast layer moves into
 * the topmost open <dialog> (everything outside it is inert) and back out
 * when the dialog closes.
 */
describe("toasts and modal dialogs", () => {
  it("a toast raised inside a dialog shows in it, is reachable, passes axe, and outlives the dialog", async () => {
    const { page } = await openPage("/shop");
    await page
      .locator('[data-testid="product-card"]')
      .first()
      .getByRole("button", { name: /^Add to Cart/ })
      .click();
    await page.locator('[data-testid="cart-button"]').click();
    const drawer = page.locator('dialog[data-testid="cart-drawer"]');
    await drawer.getByRole("button", { name: "Proceed to Checkout" }).click();
    const checkout = page.locator('dialog[data-testid="checkout-dialog"]');
    await checkout.getByRole("button", { name: "Continue to Payment" }).click();

    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Missing Information" });
    await toast.waitFor({ state: "visible" });
    await expect(toast.innerText()).resolves.toContain("Please fill in all required fields");
    // Inside the open dialog, so not inert and on top.
    await expect(toast.evaluate((el) => el.closest("dialog[open]") !== null)).resolves.toBe(true);
    const close = toast.getByRole("button", { name: /close/i });
    await close.focus();
    await expect(close.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    const box = await toast.boundingBox();
    expect(box).not.toBeNull();
    const topmost = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest("[data-sonner-toast]") !== null,
      { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 },
    );
    expect(topmost).toBe(true);
    await expectNoAxeViolations(page, "checkout with a toast");

    // Closing the dialog moves the toast layer back to <body>; the toast survives.
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);
    await expect(toast.evaluate((el) => el.closest("dialog") === null && el.isConnected)).resolves.toBe(true);
    await expect(toast.isVisible()).resolves.toBe(true);
  });
  it("on a phone, every control Tab reaches in the dialog stays clear of the toast (WCAG 2.4.11)", async () => {
    const { page } = await openPage("/shop", { viewport: { width: 390, height: 844 }, isMobile: true });
    await page
      .locator('[data-testid="product-card"]')
      .first()
      .getByRole("button", { name: /^Add to Cart/ })
      .click();
    await page.locator('[data-testid="cart-button"]').click();
    await page
      .locator('dialog[data-testid="cart-drawer"]')
      .getByRole("button", { name: "Proceed to Checkout" })
      .click();
    const checkout = page.locator('dialog[data-testid="checkout-dialog"]');
    await checkout.getByRole("button", { name: "Continue to Payment" }).click();
    await page.locator("[data-sonner-toast]").filter({ hasText: "Missing Information" }).waitFor({ state: "visible" });
    // Wait for the toast's entry animation to settle before measuring.
    await page.waitForTimeout(500);
    const checked: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      await page.waitForTimeout(60);
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
