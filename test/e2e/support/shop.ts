/**
 * The shop, cart and checkout. Money is recomputed here from the catalogue's dollar prices
 * (x132, 8% tax rounded, integer cents), independently of app/lib/money, so the app's totals
 * are checked against an oracle rather than against themselves.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { PRODUCTS } from "../../../app/data/catalogue.server";
import { open } from "./app";
import { expect } from "./fixtures";

export { PRODUCTS };

export type CatalogueProduct = (typeof PRODUCTS)[number];
export type Line = [CatalogueProduct, number];

export function product(match: string | number): CatalogueProduct {
  const p = PRODUCTS.find((x) => (typeof match === "number" ? x.id === match : x.name === match));
  if (!p) throw new Error(`no product ${match}`);
  return p;
}

/** KSh cents of a dollar price: round(dollars x 132 x 100). */
export const kshCents = (usd: number) => Math.round(usd * 132 * 100);

export function expectedTotals(...lines: Line[]) {
  const subtotal = lines.reduce((sum, [p, qty]) => sum + kshCents(p.price) * qty, 0);
  const tax = Math.round(subtotal * 0.08);
  return { subtotal, tax, total: subtotal + tax };
}

/** `KSh 1,234.56`, written out by hand (no Intl), for comparison. */
export function ksh(cents: number): string {
  const grouped = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `KSh ${grouped}.${String(cents % 100).padStart(2, "0")}`;
}

export const CART_KEY = "cart-storage";
export const ORDERS_KEY = "orders-storage";

function cartItemOf(p: CatalogueProduct, quantity: number) {
  const { id, name, price, image, description, category } = p;
  return { id, name, price, image, description, category, quantity };
}

/** The cart as cart-storage keeps it. */
export const cartState = (...lines: Line[]) => ({
  state: { items: lines.map(([p, q]) => cartItemOf(p, q)) },
  version: 0,
});
export const cartEnvelope = (...lines: Line[]) => JSON.stringify(cartState(...lines));
export const storedCart = (page: Page) =>
  page.evaluate((key): unknown => JSON.parse(localStorage.getItem(key) ?? "null"), CART_KEY);

/** An init script that seeds localStorage once per context (not on every reload). */
export function seedStorage(key: string, value: string) {
  return `(() => { try { if (!sessionStorage.getItem("__seeded_${key}")) { localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)}); sessionStorage.setItem("__seeded_${key}", "1"); } } catch {} })();`;
}

/** Seeds the cart with these lines before the page's first load. */
export const seedCart = (target: Page | BrowserContext, ...lines: Line[]) =>
  target.addInitScript(seedStorage(CART_KEY, cartEnvelope(...lines)));

export const card = (page: Page, name: string) =>
  page.locator('[data-testid="product-card"]').filter({ has: page.getByRole("heading", { name, exact: true }) });
export const cardNames = (page: Page) => page.locator('[data-testid="product-card"] :is(h2, h3)');

export async function addToCart(page: Page, name: string) {
  await card(page, name)
    .getByRole("button", { name: /^Add to Cart/ })
    .click();
}

export const cartButton = (page: Page) => page.locator('[data-testid="cart-button"]');
export const drawer = (page: Page) => page.locator('dialog[data-testid="cart-drawer"]');
export const checkout = (page: Page) => page.locator('dialog[data-testid="checkout-dialog"]');

/** The count the header's cart button announces ("Cart, 3 items"). */
export async function cartCount(page: Page): Promise<number> {
  const label = (await cartButton(page).getAttribute("aria-label")) ?? "";
  const m = /Cart, (\d+) item/.exec(label);
  return m ? Number(m[1]) : NaN;
}

export const CUSTOMER = {
  name: "Wanjiku Kamau",
  email: "wanjiku@example.co.ke",
  phone: "0712 345 678",
  address: "Ring Road, Apt 4",
  area: "Kilimani",
};

/** Fills the checkout's details step with these details and continues to the payment step. */
export async function detailsToPayment(page: Page, customer: Partial<typeof CUSTOMER> = CUSTOMER) {
  const dlg = checkout(page);
  if (customer.name !== undefined) await dlg.getByLabel("Full name").fill(customer.name);
  if (customer.email !== undefined) await dlg.getByLabel("Email").fill(customer.email);
  if (customer.phone !== undefined) await dlg.getByLabel("Phone number").fill(customer.phone);
  if (customer.address !== undefined) await dlg.getByLabel("Delivery address (optional)").fill(customer.address);
  await dlg.getByLabel("Area (optional)").selectOption(customer.area ?? "Kilimani");
  await dlg.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(dlg.getByTestId("checkout-step")).toHaveText("Step 2 of 2: Payment");
  return dlg;
}

/** From the open drawer to the checkout's details step. */
export async function proceedToCheckout(page: Page) {
  await drawer(page).getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(checkout(page).getByTestId("checkout-step")).toHaveText("Step 1 of 2: Details");
  return checkout(page);
}

/** /shop with `lines` in the cart, then the checkout's details step. */
export async function openCheckout(page: Page, ...lines: Line[]) {
  await seedCart(page, ...lines);
  await open(page, "/shop");
  await openDrawer(page);
  return proceedToCheckout(page);
}

/** From the open drawer to the checkout's payment step. */
export async function checkoutToPayment(page: Page, customer: Partial<typeof CUSTOMER> = CUSTOMER) {
  await proceedToCheckout(page);
  return detailsToPayment(page, customer);
}

export async function openDrawer(page: Page) {
  await cartButton(page).click();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page)).toHaveJSProperty("open", true);
}

type PlacedOrder = { orderId: string; payment: { method: string; amountCents: number; receipt?: string } };

/** The orders this browser saved (orders-storage). */
export const placedOrders = (page: Page) =>
  page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? "null") as { state?: { orders?: PlacedOrder[] } } | null;
    return stored?.state?.orders ?? [];
  }, ORDERS_KEY);

/** Buys `lines` from /shop, paying on delivery; returns the new order's ID (the page is then its tracking page). */
export async function buy(page: Page, customer: Partial<typeof CUSTOMER> = CUSTOMER, ...lines: Line[]) {
  await openCheckout(page, ...(lines.length ? lines : [[PRODUCTS[0]!, 1] as Line]));
  const dlg = await detailsToPayment(page, customer);
  await dlg.getByRole("radio", { name: /Pay on Delivery/ }).check();
  await dlg.getByTestId("pay-button").click();
  await expect(dlg.getByTestId("order-confirmed")).toBeVisible({ timeout: 15_000 });
  await page.waitForURL(/\/track-order\?id=ORD\d+$/);
  return new URL(page.url()).searchParams.get("id")!;
}
