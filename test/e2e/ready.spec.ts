/**
 * Ready when it looks ready: what can work without scripts does, and a tap made before the scripts have
 * run is honoured once, as they do.
 * "Before the scripts run" is made certain, not raced: the app's modules are held at the network until
 * the test releases them, and where taps race hydration the CPU runs 4x slower, as on a cheap phone.
 */
import { openPainted, waitForHydration } from "./support/app";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { NOT_FOUND_LOGS } from "./support/perf";
import { PRODUCTS } from "./support/shop";
import { productPath } from "../../app/lib/slug";

const PRODUCT_PAGE = productPath(PRODUCTS[0]!);
const SLOW = { cpu: 4 };

test.describe("ready when it looks ready", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a tap on the cart button at first paint shows the drawer's frame at once, then the drawer once the scripts run", async ({
    newContext,
  }) => {
    const { page, release } = await openPainted(await newContext(), "/", SLOW);
    await page.getByTestId("cart-button").click();
    // The answer before any of the app's scripts has run: the frame, modal, with focus in it.
    const frame = page.locator("#cart-frame");
    await expect(frame).toBeVisible();
    await expect(frame.getByRole("status")).toHaveText("Loading your cart…");
    expect(await page.evaluate(() => document.activeElement?.closest("dialog")?.id)).toBe("cart-frame");
    await expectNoAxeViolations(page);
    release();
    await waitForHydration(page);
    await expect(page.getByTestId("cart-drawer")).toBeVisible();
    await expect(page.getByText("Your cart is empty")).toBeVisible();
    // One dialog: the drawer took the frame's place.
    await expect(frame).toBeHidden();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByTestId("cart-button")).toBeFocused();
  });

  test("closing the frame before the scripts run withdraws the tap: no drawer opens after hydration", async ({
    newContext,
  }) => {
    const { page, release } = await openPainted(await newContext(), "/");
    await page.getByTestId("cart-button").click();
    await expect(page.locator("#cart-frame")).toBeVisible();
    await page.getByRole("button", { name: "Close cart" }).click();
    await expect(page.locator("#cart-frame")).toBeHidden();
    release();
    await waitForHydration(page);
    // The replay has run (hydrated) and found nothing to do: the cart still opens on a new tap.
    await page.waitForTimeout(500);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByTestId("cart-button").click();
    await expect(page.getByTestId("cart-drawer")).toBeVisible();
  });

  test("+ then Add to cart at first paint give a badge of 2, never 1 or 3", async ({ newContext }) => {
    const { page, release } = await openPainted(await newContext(), PRODUCT_PAGE, SLOW);
    await page.getByRole("button", { name: /increase/i }).click();
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    release();
    await waitForHydration(page);
    await expect(page.getByTestId("cart-button")).toHaveAttribute("aria-label", "Cart, 2 items");
    // Held, not late: nothing more arrives after a pause.
    await page.waitForTimeout(500);
    await expect(page.getByTestId("cart-button")).toHaveAttribute("aria-label", "Cart, 2 items");
  });

  test("text typed at first paint stays, and the form sends it once hydrated (the footer's newsletter)", async ({
    newContext,
  }) => {
    const { page, release } = await openPainted(await newContext(), "/about");
    const email = page.getByLabel("Email address");
    await email.fill("wanjiku@example.co.ke");
    await page.getByRole("button", { name: "Subscribe" }).click();
    release();
    await waitForHydration(page);
    // Posted by the app (a static host would answer a real POST with an error), so the success toast.
    await expect(page.locator("[data-sonner-toast]")).toContainText(/subscribed/i);
    expect(new URL(page.url()).pathname).toBe("/about");
  });

  test("4 rounds of taps, Tab and Escape during load (/, a product page, a shared tracking link, the 404 page) throw nothing, and the cart works after", async ({
    newContext,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    consoleErrors.allow(...NOT_FOUND_LOGS);
    const context = await newContext();
    for (const path of ["/", PRODUCT_PAGE, "/track-order?id=ORD-2024-001", "/no/such/page"]) {
      const { page, release } = await openPainted(context, path, SLOW);
      const box = (await page.locator("main").boundingBox())!;
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press("Tab");
        await page.mouse.click(box.x + 20, box.y + 30 + i * 8);
        await page.keyboard.press("Escape");
      }
      release();
      // Storms while it hydrates too.
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press("Tab");
        await page.keyboard.press("Escape");
      }
      await waitForHydration(page);
      if (new URL(page.url()).pathname === new URL(path, "http://x").pathname) {
        await page.keyboard.press("Escape");
        await page.getByTestId("cart-button").click();
        await expect(page.getByRole("dialog", { name: /cart/i }), path).toBeVisible();
      }
      await page.close();
    }
  });
});

// Each page read whole without scripts: foundation.spec.ts.
test("with JavaScript off links navigate; search and tracking forms submit", async ({ newContext }) => {
  const page = await (await newContext({ javaScriptEnabled: false })).newPage();
  // Links navigate: the header's, a category filter, a product card's name.
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shop" }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await page
    .getByRole("link", { name: /^iPhone/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/shop\?category=iphone$/);
  await page.goto("/shop");
  await page.getByRole("link", { name: PRODUCTS[0]!.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`${PRODUCT_PAGE}$`));
  // The tracking form is a real GET form: a submit lands on the shareable URL.
  await page.goto("/track-order");
  await page.getByLabel("Order ID").fill("ORD-2024-002");
  await page.getByLabel("Order ID").press("Enter");
  await expect(page).toHaveURL(/\/track-order\?id=ORD-2024-002$/);
  // So is the header's search field: Enter lands on the shop's shareable URL.
  await page.goto("/about");
  const field = page.locator('header form[method="get"][action="/shop"] input[name="q"]');
  await expect(field).toBeVisible();
  await field.fill("usb cable");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/shop\?q=usb\+cable$/);
});
