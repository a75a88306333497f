import { CURRENCY_PREFIX, KSH_PER_USD, SHIPPING_CENTS, TAX_BASIS_POINTS } from "~/data/constants";
import type { Order } from "./entities";

// Prices are stored in US dollars; everything shown and added up is integer KSh cents.
export function usdToKshCents(usd: number): number {
  return Math.round(usd * KSH_PER_USD * 100);
}

export function kshToCents(ksh: number): number {
  return Math.round(ksh * 100);
}

// Integer arithmetic: no 0.08 float rounding the wrong way at .5.
export function taxCents(subtotalCents: number): number {
  return Math.round((subtotalCents * TAX_BASIS_POINTS) / 10_000);
}

// "KSh 1,234.00", written out: building an Intl.NumberFormat costs main-thread time (a unit test holds it to Intl's).
export function formatKsh(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const shillings = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  return `${CURRENCY_PREFIX} ${cents < 0 && whole > 0 ? "-" : ""}${shillings}.${String(whole % 100).padStart(2, "0")}`;
}

export const formatUsdAsKsh = (usd: number) => formatKsh(usdToKshCents(usd));

/** Shipping and tax on a subtotal, as at checkout. */
function totalsOf(subtotalCents: number) {
  const tax = taxCents(subtotalCents);
  return {
    subtotalCents,
    shippingCents: SHIPPING_CENTS,
    taxCents: tax,
    totalCents: subtotalCents + SHIPPING_CENTS + tax,
  };
}

export type Totals = ReturnType<typeof totalsOf>;

export const totalsFor = (lines: readonly { price: number; quantity: number }[]): Totals =>
  totalsOf(lines.reduce((sum, l) => sum + usdToKshCents(l.price) * l.quantity, 0));

/** From its stored lines, as at checkout; the total is the amount the order was placed with. */
export const orderTotals = (order: Pick<Order, "items" | "payment">): Totals => ({
  ...totalsOf(order.items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0)),
  totalCents: order.payment.amountCents,
});
