// A toast raised in a dialog shows inside it, on top, and outlives it: checkout.spec's details errors.
import { nextFrames, open, settle } from "./support/app";
import { expect, test } from "./support/fixtures";
import { checkout, drawer, openDrawer, PRODUCTS, seedCart } from "./support/shop";
import { toasts } from "./support/toasts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true });

test("on a phone, every control Tab reaches in the dialog stays clear of the toast (WCAG 2.4.11)", async ({ page }) => {
  await seedCart(page, [PRODUCTS[0]!, 1]);
  await open(page, "/shop");
  await openDrawer(page);
  await drawer(page).getByRole("button", { name: "Proceed to Checkout" }).click();
  await checkout(page).getByRole("button", { name: "Continue to Payment" }).click();
  await expect(toasts(page, "Missing Information")).toBeVisible();
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
