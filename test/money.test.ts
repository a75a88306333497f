import { expect, it } from "vitest";
import { CURRENCY_PREFIX, LOCALE } from "~/data/constants";
import { formatKsh, formatUsdAsKsh, kshToCents, taxCents, totalsFor } from "~/lib/money";

it("formats as `KSh 1,234.00` with en-KE grouping and two decimals", () => {
  expect(formatKsh(123_400)).toBe("KSh 1,234.00");
  expect(formatUsdAsKsh(29)).toBe("KSh 3,828.00");
  expect(formatKsh(kshToCents(15_500))).toBe("KSh 15,500.00");
});

it("formats exactly as Intl.NumberFormat(en-KE) does, without building one", () => {
  const intl = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const samples = [0, 1, 5, 99, 100, 101, 999_99, 1_000_00, 12_345_67, 999_999_99, 1_000_000_00, 123_456_789_01];
  for (let cents = 0; cents < 2_000_000; cents += 7_919) samples.push(cents);
  for (const cents of samples) {
    expect(formatKsh(cents)).toBe(`${CURRENCY_PREFIX} ${intl.format(cents / 100)}`);
    expect(formatKsh(-cents)).toBe(`${CURRENCY_PREFIX} ${intl.format(-cents / 100 || 0)}`);
  }
});

it("tax is 8% of the subtotal, rounded half up on whole cents", () => {
  // 8, 50.0 exactly, 1.52 -> 2, 1.44 -> 1, 64373.76 -> 64374
  expect([100, 6_25, 19, 18, 804_672].map(taxCents)).toEqual([8, 50, 2, 1, 64_374]);
});

it("totals add up to the cent at 132 KSh a dollar, with free shipping; an empty cart totals zero", () => {
  const t = totalsFor([
    { price: 24.99, quantity: 1 },
    { price: 8.99, quantity: 2 },
    { price: 17.99, quantity: 1 },
  ]);
  const subtotalCents = 329_868 + 2 * 118_668 + 237_468;
  expect(t).toEqual({ subtotalCents, shippingCents: 0, taxCents: 64_374, totalCents: subtotalCents + 64_374 });
  // Many float-unfriendly lines still sum exactly.
  const many = totalsFor(Array.from({ length: 100 }, () => ({ price: 0.1, quantity: 3 })));
  expect(many.subtotalCents).toBe(100 * 3 * 1320);
  expect(totalsFor([])).toEqual({ subtotalCents: 0, shippingCents: 0, taxCents: 0, totalCents: 0 });
});
