import { describe, expect, it } from "vitest";
import {
  addItem,
  cartLines,
  countItems,
  itemsFromLines,
  removeItem,
  setQuantity,
  type CartItem,
  type CartProduct,
} from "~/lib/cart";
import { formatKsh, totalsFor, usdToKshCents } from "~/lib/money";
import { cable, caseP } from "./cart-fixtures";

const glass: CartProduct = {
  id: 14,
  name: "Glass",
  price: 8.99,
  image: "/images/products/c.svg",
  description: "Glass",
  category: "protection",
};

describe("cart rules", () => {
  it("adds a new id with quantity 1, keeping only the cart item fields", () => {
    const withExtra = { ...caseP, rating: 4.8, badge: "New" } as CartProduct;
    const items = addItem([], withExtra);
    expect(items).toEqual([{ ...caseP, quantity: 1 }]);
    expect(Object.keys(items[0]!).sort()).toEqual([
      "category",
      "description",
      "id",
      "image",
      "name",
      "price",
      "quantity",
    ]);
  });

  it("adding an id already in the cart increments its quantity, in place", () => {
    let items = addItem([], caseP);
    items = addItem(items, cable);
    items = addItem(items, caseP);
    items = addItem(items, caseP);
    expect(items.map((i) => [i.id, i.quantity])).toEqual([
      [1, 3],
      [11, 1],
    ]);
  });

  it("never mutates its input", () => {
    const before: CartItem[] = [{ ...caseP, quantity: 1 }];
    const snapshot = structuredClone(before);
    addItem(before, caseP);
    addItem(before, cable);
    setQuantity(before, 1, 5);
    removeItem(before, 1);
    expect(before).toEqual(snapshot);
  });

  it("sets a quantity", () => {
    const items = setQuantity(
      [
        { ...caseP, quantity: 1 },
        { ...cable, quantity: 1 },
      ],
      11,
      4,
    );
    expect(items.map((i) => [i.id, i.quantity])).toEqual([
      [1, 1],
      [11, 4],
    ]);
  });

  it("a quantity of 0 or less removes the item", () => {
    const start: CartItem[] = [
      { ...caseP, quantity: 2 },
      { ...cable, quantity: 1 },
    ];
    expect(setQuantity(start, 1, 0).map((i) => i.id)).toEqual([11]);
    expect(setQuantity(start, 1, -3).map((i) => i.id)).toEqual([11]);
    expect(setQuantity(start, 11, 0.4).map((i) => i.id)).toEqual([1]);
    expect(setQuantity(start, 11, Number.NaN).map((i) => i.id)).toEqual([1]);
  });

  it("floors fractional quantities and ignores unknown ids", () => {
    expect(setQuantity([{ ...caseP, quantity: 1 }], 1, 2.9)[0]!.quantity).toBe(2);
    expect(setQuantity([{ ...caseP, quantity: 1 }], 99, 5)).toEqual([{ ...caseP, quantity: 1 }]);
  });

  it("removes one item by id and leaves the others", () => {
    const start: CartItem[] = [
      { ...caseP, quantity: 2 },
      { ...cable, quantity: 1 },
      { ...glass, quantity: 3 },
    ];
    expect(removeItem(start, 11).map((i) => i.id)).toEqual([1, 14]);
    expect(removeItem(start, 99)).toEqual(start);
  });

  it("counts the units, not the lines", () => {
    expect(countItems([])).toBe(0);
    expect(
      countItems([
        { ...caseP, quantity: 2 },
        { ...cable, quantity: 3 },
      ]),
    ).toBe(5);
  });
});

describe("cart money", () => {
  it("line prices are dollars x 132 in integer cents; totals add up to the cent", () => {
    const items: CartItem[] = [
      { ...caseP, quantity: 2 }, // 2 x 3,298.68
      { ...cable, quantity: 1 }, // 2,374.68
      { ...glass, quantity: 3 }, // 3 x 1,186.68
    ];
    const t = totalsFor(items);
    expect(usdToKshCents(24.99)).toBe(329_868);
    expect(t.subtotalCents).toBe(2 * 329_868 + 237_468 + 3 * 118_668);
    expect(t.subtotalCents).toBe(1_253_208);
    expect(t.taxCents).toBe(100_257); // 100256.64 rounds up
    expect(t.shippingCents).toBe(0);
    expect(t.totalCents).toBe(1_353_465);
    expect(formatKsh(t.totalCents)).toBe("KSh 13,534.65");
  });

  it("rounds tax half up and never drifts across many lines", () => {
    // 6.25 KSh x 8% = 0.50 exactly; 0.19 KSh -> 0.0152 -> 0.02
    expect(totalsFor([{ price: 6.25 / 132, quantity: 1 }]).taxCents).toBe(50);
    const lines = Array.from({ length: 50 }, (_, i) => ({ price: 0.07 * (i + 1), quantity: i + 1 }));
    const t = totalsFor(lines);
    const expected = lines.reduce((s, l) => s + Math.round(l.price * 132 * 100) * l.quantity, 0);
    expect(t.subtotalCents).toBe(expected);
    expect(Number.isInteger(t.totalCents)).toBe(true);
    expect(t.totalCents).toBe(expected + Math.round(expected * 0.08));
  });

  it("an empty cart totals zero", () => {
    expect(totalsFor([])).toEqual({ subtotalCents: 0, shippingCents: 0, taxCents: 0, totalCents: 0 });
  });
});

describe("cart lines (what the checkout posts)", () => {
  const catalogue = [
    { id: 1, name: "Case", price: 24.99, image: "/images/a.svg", description: "d", category: "iphone" },
    { id: 2, name: "Cable", price: 8.99, image: "/images/b.svg", description: "d", category: "cables" },
  ];

  it("cartLines keeps id and quantity only", () => {
    const items = [{ ...catalogue[0]!, quantity: 3 }];
    expect(cartLines(items)).toEqual([{ id: 1, quantity: 3 }]);
  });

  it("itemsFromLines takes name and price from the catalogue; an unknown id refuses the whole list", () => {
    expect(itemsFromLines([{ id: 2, quantity: 2 }], catalogue)).toEqual([{ ...catalogue[1]!, quantity: 2 }]);
    expect(itemsFromLines([], catalogue)).toEqual([]);
    expect(
      itemsFromLines(
        [
          { id: 1, quantity: 1 },
          { id: 3, quantity: 1 },
        ],
        catalogue,
      ),
    ).toBeUndefined();
  });
});
