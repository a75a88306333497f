// What a product page says of the phones it fits (the cards' labels and the cart's note: test/e2e/fits.spec.ts).
import { act, render as rtlRender, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, expect, it } from "vitest";
import { ProductDetails } from "~/components/product/ProductDetails";
import { PRODUCTS } from "~/data/catalogue.server";
import { PRODUCT_SPECS } from "~/data/product-specs.server";
import { phoneByKey } from "~/lib/fit";
import { phoneStore } from "~/lib/stores/phone-store";

const render = (ui: ReactElement) =>
  rtlRender(<MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>{ui}</MemoryRouter>);
const product = (name: string) => PRODUCTS.find((p) => p.name === name)!;
const choose = (key: string | null) => act(() => phoneStore.set(key ? phoneByKey(key)! : null));

beforeEach(() => choose(null));

const page = (name: string) =>
  render(<ProductDetails product={product(name)} specs={PRODUCT_SPECS[product(name).id] ?? []} />);

// The prompt before a phone is chosen, and the verdict's words: test/e2e/fits.spec.ts, on a product page.
it("says why it does not fit, and links to what does", () => {
  page("Braided USB-C to Lightning Cable (2 m)");
  choose("galaxy-a54");
  const verdict = screen.getByTestId("fit-verdict");
  expect(verdict.textContent).toContain("Your Galaxy A54 charges through USB-C; this is for Lightning phones.");
  expect(within(verdict).getByRole("link", { name: "Everything that fits your Galaxy A54" }).getAttribute("href")).toBe(
    "/shop?fits=galaxy-a54",
  );
});

it("lists the phones it fits under their brands, with the charging note", () => {
  page("Oppo 67W SUPERVOOC Charger");
  const list = screen.getByTestId("fits-list");
  // Which phones, grouped how: fittingByBrand in test/fit.test.ts; here, that the page shows them.
  expect(within(list).getAllByRole("heading", { level: 3 })).toHaveLength(5);
  expect(within(list).getByText("Oppo Reno 11", { selector: "li" })).toBeTruthy();
  // Every Samsung charges at standard speed on it: said once, under the brand.
  const samsung = within(list).getByRole("heading", { name: "Samsung" }).parentElement!;
  expect(within(samsung).getByText("All charge at standard speed.")).toBeTruthy();
  expect(within(list).getByRole("heading", { name: "Oppo" }).parentElement!.textContent).not.toContain("standard");
  expect(screen.getByText("Every phone that charges through USB-C:")).toBeTruthy();
});

it("a universal item fits every phone", () => {
  page("Samsung Galaxy Buds FE");
  expect(screen.getByText("Every phone, whatever its brand or model.")).toBeTruthy();
});
