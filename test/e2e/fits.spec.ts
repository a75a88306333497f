/**
 * Fits my phone, by keyboard alone at a phone's width and a laptop's: choosing a phone on the
 * shop, the filtered list and the cards' labels, a product page that does not fit and why, the phone kept
 * across a reload, a shared ?fits= link in a new context, an unknown one, the cart's note, clearing it.
 */
import type { Page } from "@playwright/test";
import { fitFor, phoneByKey } from "../../app/lib/fit";
import { focused, layoutShift, open, recordLayoutShifts, tabTo, waitForHydration } from "./support/app";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { card, cardNames, drawer, openDrawer, product, PRODUCTS, seedCart, seedStorage } from "./support/shop";

const PHONE_KEY = "phone-storage";
const A54 = phoneByKey("galaxy-a54")!;
/** What fits a Galaxy A54, by the rule test/shop-query.test.ts pins to a hand-made list. */
const FITS_A54 = PRODUCTS.filter((p) => fitFor(p.fits, A54) !== "no").map((p) => p.name);

const myPhone = (page: Page) => page.getByTestId("my-phone");
const tagOf = (page: Page, name: string) => card(page, name).getByTestId("fit-tag");
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), PHONE_KEY);

/** Chooses an option of the focused select by typing its text, as a keyboard user does (Chromium's type-ahead). */
async function typeOption(page: Page, text: string) {
  await page.keyboard.type(text);
  // Type-ahead waits a second before a new search; the next select starts its own.
  await page.waitForTimeout(1100);
}

for (const width of [390, 1280]) {
  test.describe(`fits my phone at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("choose a phone on the shop, filter, read a misfit's page, reload, share, clear", async ({
      page,
      newContext,
    }) => {
      await open(page, "/shop");
      await expect(myPhone(page).getByText("Choose your phone to list only what fits it.")).toBeVisible();
      await expect(page.getByTestId("fit-tag")).toHaveCount(0);

      // Brand, then model, by keyboard.
      await tabTo(page, '[data-testid="phone-brand"]');
      await typeOption(page, "Samsung");
      await expect(page.getByLabel("Brand")).toHaveValue("samsung");
      await page.keyboard.press("Tab");
      expect((await focused(page))?.testId).toBe("phone-model");
      await typeOption(page, "Galaxy A54");
      await expect(page.getByLabel("Model")).toHaveValue("galaxy-a54");
      expect(JSON.parse((await stored(page)) ?? "null")).toEqual({ state: { phone: "galaxy-a54" }, version: 0 });

      // Every card says it, as text.
      await expect(tagOf(page, "iPhone 15 Pro MagSafe Clear Case")).toHaveText("Does not fit your Galaxy A54");
      await expect(tagOf(page, "3-in-1 Braided Charging Cable")).toHaveText("Fits your Galaxy A54");
      await expect(tagOf(page, "Oppo 67W SUPERVOOC Charger")).toHaveText(
        "Fits your Galaxy A54 (charges at standard speed)",
      );
      await expect(page.getByTestId("fit-tag")).toHaveCount(12);

      // Only what fits, with its count; the fixed category counts stay.
      const only = page.getByRole("checkbox", { name: `Only what fits my Galaxy A54 (${FITS_A54.length})` });
      await expect(only).not.toBeChecked();
      await tabTo(page, 'input[type="checkbox"]');
      await page.keyboard.press("Space");
      await expect(page).toHaveURL(/\/shop\?fits=galaxy-a54$/);
      await expect(cardNames(page)).toHaveText(FITS_A54);
      await expect(only).toBeChecked();
      await expect(page.getByTestId("shop-status")).toHaveText(`Showing 7 of 7 products`);
      await expect(page.getByTestId("fits-notice")).toContainText("Only products that fit the Galaxy A54.");
      await expect(page.getByRole("group", { name: "Category" }).getByRole("link")).toHaveText([
        "All Products 32",
        "iPhone 8",
        "Samsung 10",
        "Oppo 7",
        "Tecno 7",
      ]);
      await expectNoAxeViolations(page, { label: "shop filtered for my phone" });

      // The search form keeps the phone, and so does a category's link.
      await tabTo(page, 'form[aria-label="Products"] input[name="q"]');
      await page.keyboard.type("charger");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/shop\?q=charger&fits=galaxy-a54$/);
      await expect(cardNames(page)).toHaveText([
        "Samsung 25W Super Fast Charger",
        "Oppo 67W SUPERVOOC Charger",
        "Tecno 18W Fast Charger with USB-C Cable",
      ]);
      await tabTo(page, 'a[data-category="samsung"]');
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/shop\?category=samsung&q=charger&fits=galaxy-a54$/);
      await expect(cardNames(page)).toHaveText(["Samsung 25W Super Fast Charger"]);

      // A product page that does not fit says so, and why.
      await open(page, "/shop");
      await tabTo(page, 'a[href="/shop/iphone-15-pro-magsafe-clear-case"]');
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/shop\/iphone-15-pro-magsafe-clear-case$/);
      const verdict = page.getByTestId("fit-verdict");
      await expect(verdict.getByText("Does not fit your Galaxy A54", { exact: true })).toBeVisible();
      await expect(verdict).toContainText("It is made for the iPhone 15 Pro.");
      await expect(page.getByRole("region", { name: "Fits these phones" })).toContainText("iPhone 15 Pro");
      await expectNoAxeViolations(page, { label: "a product page that does not fit" });

      // Reloaded, the phone is still this device's.
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByLabel("Brand")).toHaveValue("samsung");
      await expect(page.getByLabel("Model")).toHaveValue("galaxy-a54");
      await expect(verdict).toContainText("Does not fit your Galaxy A54");

      // A shared link shows the same list where no phone was ever chosen.
      const shared = await (await newContext({ viewport: { width, height: 844 } })).newPage();
      await open(shared, "/shop?fits=galaxy-a54");
      await expect(cardNames(shared)).toHaveText(FITS_A54);
      await expect(shared.getByTestId("fits-notice")).toContainText("Only products that fit the Galaxy A54.");
      await expect(shared.getByTestId("fit-tag")).toHaveCount(0);

      // Clear the phone: the labels go, the brand select has focus to choose again.
      await tabTo(page, '[data-testid="my-phone"] button');
      await page.keyboard.press("Enter");
      await expect(page.getByLabel("Brand")).toBeFocused();
      await expect(page.getByLabel("Brand")).toHaveValue("");
      await expect(page.getByLabel("Model")).toBeDisabled();
      await expect(verdict).toHaveCount(0);
      await expect(myPhone(page).getByText("Choose your phone to see whether this fits it.")).toBeVisible();
      expect(JSON.parse((await stored(page)) ?? "null")).toEqual({ state: { phone: null }, version: 0 });
      await expectNoAxeViolations(page, { include: '[data-testid="my-phone"]', label: "my phone cleared" });
    });
  });
}

test("a kept phone fills in after hydration without moving anything; a corrupted one is no phone, and corrupted orders and bookings list nothing; an unknown ?fits= says so, lists everything, and offers to clear it", async ({
  page,
  newContext,
}) => {
  await page.addInitScript(seedStorage(PHONE_KEY, JSON.stringify({ state: { phone: "iphone-14" }, version: 0 })));
  await recordLayoutShifts(page);
  await open(page, "/shop");
  await expect(page.getByRole("checkbox", { name: /^Only what fits my iPhone 14/ })).toBeVisible();
  await expect(page.getByTestId("fit-tag").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await layoutShift(page)).toBeLessThan(0.01);

  const corrupted = await (await newContext()).newPage();
  await corrupted.addInitScript(seedStorage(PHONE_KEY, "{not json"));
  // Corrupted orders and bookings too: no list, no crash.
  await corrupted.addInitScript(seedStorage("orders-storage", "{not json"));
  await corrupted.addInitScript(
    seedStorage("bookings-storage", '{"state":{"bookings":[{"reference":42}]},"version":0}'),
  );
  await open(corrupted, "/shop/usb-c-to-usb-c-100w-cable-1-m");
  await expect(corrupted.getByLabel("Brand")).toHaveValue("");
  await expect(corrupted.getByText("Choose your phone to see whether this fits it.")).toBeVisible();
  for (const [path, list] of Object.entries({ "/track-order": "my-orders", "/services": "my-bookings" })) {
    await open(corrupted, path);
    await corrupted.waitForLoadState("networkidle");
    await expect(corrupted.getByTestId(list)).toHaveCount(0);
  }
  // An unknown ?fits= says so, lists everything, and offers to clear it.
  await open(corrupted, "/shop?fits=nokia-3310");
  const notice = corrupted.getByTestId("fits-notice");
  await expect(notice).toContainText("We do not know the phone “nokia-3310”, so this list is not filtered by phone.");
  await expect(corrupted.getByTestId("shop-status")).toHaveText(`Showing 12 of ${PRODUCTS.length} products`);
  await expectNoAxeViolations(corrupted, { label: "unknown phone" });
  await tabTo(corrupted, '[data-testid="fits-notice"] a');
  await corrupted.keyboard.press("Enter");
  await expect(corrupted).toHaveURL(/\/shop$/);
  await expect(notice).toHaveCount(0);
});

test("the cart notes an item that does not fit, and still offers the checkout", async ({ page }) => {
  await page.addInitScript(seedStorage(PHONE_KEY, JSON.stringify({ state: { phone: "galaxy-a54" }, version: 0 })));
  await seedCart(
    page,
    [product("iPhone 15 Pro MagSafe Clear Case"), 1],
    [product("Samsung 25W Super Fast Charger"), 1],
  );
  await open(page, "/shop");
  await openDrawer(page);
  const notes = drawer(page).getByTestId("cart-fit-note");
  await expect(notes).toHaveText(["Does not fit your Galaxy A54"]);
  const misfit = drawer(page)
    .getByTestId("cart-item")
    .filter({ has: page.getByTestId("cart-fit-note") });
  await expect(misfit).toContainText("iPhone 15 Pro MagSafe Clear Case");
  await expect(drawer(page).getByRole("button", { name: "Proceed to Checkout" })).toBeEnabled();
  await expectNoAxeViolations(page, { include: 'dialog[data-testid="cart-drawer"]', label: "cart with a misfit" });
});
