// What a chosen phone shows: the cards' labels, the product page's verdict and list, the cart's note.
import { act, render as rtlRender, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it } from "vitest";
import CartDrawer from "~/components/cart/CartDrawer";
import { ProductCard } from "~/components/product/ProductCard";
import { ProductDetails } from "~/components/product/ProductDetails";
import { PRODUCTS } from "~/data/catalogue.server";
import { PRODUCT_SPECS } from "~/data/product-specs.server";
import { cartStore } from "~/lib/stores/cart-store";
import { phoneByKey } from "~/lib/fit";
import { phoneStore } from "~/lib/stores/phone-store";

const render = (ui: ReactElement) =>
  rtlRender(<MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>{ui}</MemoryRouter>);
const product = (name: string) => PRODUCTS.find((p) => p.name === name)!;
const choose = (key: string | null) => act(() => phoneStore.set(key ? phoneByKey(key)! : null));

beforeEach(() => {
  choose(null);
  act(() => cartStore.clear());
});

describe("product cards", () => {
  const tag = (name: string) => {
    const { container, unmount } = render(<ProductCard product={product(name)} />);
    const text = container.querySelector('[data-testid="fit-tag"]')?.textContent ?? null;
    unmount();
    return text;
  };

  it("say nothing with no phone chosen", () => {
    expect(tag("USB-C to USB-C 100W Cable (1 m)")).toBeNull();
  });

  it("say whether each fits the chosen phone, as text", () => {
    choose("galaxy-a54");
    expect(tag("USB-C to USB-C 100W Cable (1 m)")).toBe("Fits your Galaxy A54");
    expect(tag("Oppo 67W SUPERVOOC Charger")).toBe("Fits your Galaxy A54 (charges at standard speed)");
    expect(tag("iPhone 15 Pro MagSafe Clear Case")).toBe("Does not fit your Galaxy A54");
    choose("oppo-reno-11");
    expect(tag("Oppo 67W SUPERVOOC Charger")).toBe("Fits your Oppo Reno 11");
  });
});

describe("a product page", () => {
  const page = (name: string) =>
    render(<ProductDetails product={product(name)} specs={PRODUCT_SPECS[product(name).id] ?? []} />);

  it("asks for the phone, then says whether it fits, why not, and links to what does", () => {
    page("Braided USB-C to Lightning Cable (2 m)");
    expect(screen.getByText("Choose your phone to see whether this fits it.")).toBeTruthy();
    choose("galaxy-a54");
    const verdict = screen.getByTestId("fit-verdict");
    expect(within(verdict).getByText("Does not fit your Galaxy A54")).toBeTruthy();
    expect(verdict.textContent).toContain("Your Galaxy A54 charges through USB-C; this is for Lightning phones.");
    expect(
      within(verdict).getByRole("link", { name: "Everything that fits your Galaxy A54" }).getAttribute("href"),
    ).toBe("/shop?fits=galaxy-a54");
  });

  it("lists the phones it fits, by brand, with the charging note", () => {
    page("Oppo 67W SUPERVOOC Charger");
    const list = screen.getByTestId("fits-list");
    expect(
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Apple", "Samsung", "Oppo", "Tecno", "Infinix"]);
    const items = within(list)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(items).toContain("Oppo Reno 11");
    expect(items).toContain("Galaxy A54");
    expect(items).not.toContain("Oppo A17");
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
});

describe("the cart", () => {
  it("notes an item that does not fit the chosen phone, and keeps it (a gift is one tap away)", async () => {
    const add = (name: string) => {
      const { id, price, image, description, category } = product(name);
      act(() => cartStore.add({ id, name, price, image, description, category }));
    };
    add("iPhone 15 Pro MagSafe Clear Case");
    add("USB-C to USB-C 100W Cable (1 m)");
    render(<CartDrawer />);
    expect(screen.queryByTestId("cart-fit-note")).toBeNull();
    choose("galaxy-a54");
    const note = await screen.findByTestId("cart-fit-note");
    expect(note.textContent).toBe("Does not fit your Galaxy A54");
    expect(note.closest("li")?.getAttribute("data-id")).toBe(String(product("iPhone 15 Pro MagSafe Clear Case").id));
    expect(screen.getAllByTestId("cart-fit-note")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Proceed to Checkout" })).toBeTruthy();
  });
});
