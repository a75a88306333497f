import { nextFrames, open, settle } from "./support/app";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { cartButton, checkout, drawer } from "./support/shop";
import { expectToast, markToastsSeen, toasts } from "./support/toasts";

/** From /shop with one product in the cart to the checkout's Missing Information toast. */
async function missingInformationToast(page: import("@playwright/test").Page) {
  await open(page, "/shop");
  await page
    .locator('[data-testid="product-card"]')
    .first()
    .getByRole("button", { name: /^Add to Cart/ })
    .click();
  await cartButton(page).click();
  await drawer(page).getByRole("button", { name: "Proceed to Checkout" }).click();
  await checkout(page).getByRole("button", { name: "Continue to Payment" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Missing Information" });
  await expect(toast).toBeVisible();
  return toast;
}

/**
 * Toasts stay usable while a modal dialog is open: the toast layer moves into
 * the topmost open <dialog> (everything outside it is inert) and back out
 * when the dialog closes.
 */
test.describe("toasts and modal dialogs", () => {
  test("a toast raised inside a dialog shows in it, is reachable, passes axe, and outlives the dialog", async ({
    page,
  }) => {
    let toast = await missingInformationToast(page);
    await expect(toast).toContainText("Please fill in all required fields");
    // Inside the open dialog, so not inert and on top.
    await expect(
      page.locator("dialog[open] [data-sonner-toast]").filter({ hasText: "Missing Information" }),
    ).toHaveCount(1);
    const close = toast.getByRole("button", { name: /close/i });
    await close.focus();
    await expect(close).toBeFocused();
    const box = await toast.boundingBox();
    expect(box).not.toBeNull();
    const topmost = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest("[data-sonner-toast]") !== null,
      { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 },
    );
    expect(topmost).toBe(true);
    await expectNoAxeViolations(page, { label: "checkout with a toast" });

    // A toast lives 6 s, about what axe takes on a busy machine: the next part starts from a new one.
    await markToastsSeen(page);
    await checkout(page).getByRole("button", { name: "Continue to Payment" }).click();
    await expectToast(page, "Missing Information", "Please fill in all required fields", { fresh: true });
    toast = toasts(page, "Missing Information", undefined, { fresh: true });

    // Closing the dialog moves the toast layer back to <body>; the toast survives.
    await page.keyboard.press("Escape");
    await expect(page.locator("dialog[open]")).toHaveCount(0);
    await expect(page.locator("dialog [data-sonner-toast]")).toHaveCount(0);
    await expect(toast).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true });

    test("every control Tab reaches in the dialog stays clear of the toast (WCAG 2.4.11)", async ({ page }) => {
      await missingInformationToast(page);
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
});
