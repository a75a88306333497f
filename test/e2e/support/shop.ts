/**
 * The shop, cart and checkout. Money is recomputed here from the catalogue's dollar prices
 * (x132, 8% tax rounded, integer cents), independently of app/lib/money, so the app's totals
 * are checked against an oracle rather than against themselves.
 */
import type { Locator, Page } from "@playwright/test";
import { PRODUCTS } from "../../../app/data/catalogue.server";
import { expect } from "./fixtures";

export { PRODUCTS };

export type CatalogueProduct = (typeof PRODUCTS)[number];

export function product(match: string | number): CatalogueProduct {
  const p = PRODUCTS.find((x) => (typeof match === "number" ? x.id === match : x.name === match));
  if (!p) throw new Error(`no product ${match}`);
  return p;
}

/** KSh cents of a dollar price: round(dollars x 132 x 100). */
export const kshCents = (usd: number) => Math.round(usd * 132 * 100);

export function expectedTotals(lines: Array<[CatalogueProduct, number]>) {
  const subtotal = lines.reduce((sum, [p, qty]) => sum + kshCents(p.price) * qty, 0);
  const tax = Math.round(subtotal * 0.08);
  return { subtotal, tax, total: subtotal + tax };
}

/** `KSh 1,234.56`, written out by hand (no Intl), for comparison. */
export function ksh(cents: number): string {
  const whole = Math.floor(cents / 100).toString();
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `KSh ${grouped}.${String(cents % 100).padStart(2, "0")}`;
}

export const CART_KEY = "cart-storage";
export const ORDERS_KEY = "orders-storage";

export function cartItemOf(p: CatalogueProduct, quantity: number) {
  return {
    id: p.id,
    name: p.name,
    price: p.price,
    image: p.image,
    description: p.description,
    category: p.category,
    quantity,
  };
}

/** An init script that seeds localStorage once per context (not on every reload). */
export function seedStorage(key: string, value: string) {
  return `(() => { try { if (!sessionStorage.getItem("__seeded_${key}")) { localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)}); sessionStorage.setItem("__seeded_${key}", "1"); } } catch {} })();`;
}

export const card = (page: Page, name: string) =>
  page.locator('[data-testid="product-card"]').filter({ has: page.getByRole("heading", { name, exact: true }) });

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

/** From the open drawer to the checkout's payment step: a valid customer in Kilimani, then Continue to Payment. */
export async function checkoutToPayment(page: Page, customer: { name: string; email: string; phone: string }) {
  await drawer(page).getByRole("button", { name: "Proceed to Checkout" }).click();
  const dlg: Locator = checkout(page);
  await dlg.getByLabel("Full name").fill(customer.name);
  await dlg.getByLabel("Email").fill(customer.email);
  await dlg.getByLabel("Phone number").fill(customer.phone);
  await dlg.getByLabel("Area (optional)").selectOption("Kilimani");
  await dlg.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(dlg.getByTestId("checkout-step")).toHaveText("Step 2 of 2: Payment");
  return dlg;
}

export async function openDrawer(page: Page) {
  await cartButton(page).click();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page)).toHaveJSProperty("open", true);
}

/** The orders this browser saved (orders-storage). */
export async function placedOrders(
  page: Page,
): Promise<Array<{ orderId: string; payment: { method: string; amountCents: number } }>> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    const stored = raw ? (JSON.parse(raw) as { state?: { orders?: [] } }) : undefined;
    return stored?.state?.orders ?? [];
  }, ORDERS_KEY);
}
