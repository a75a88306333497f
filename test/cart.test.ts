import { expect, it } from "vitest";
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
import { cable, caseP, twoLines as two } from "./cart-fixtures";

const ids = (items: CartItem[]) => items.map((i) => [i.id, i.quantity]);

it("adds a new id with quantity 1, keeping only the cart item fields; an id already there gets one more, in place", () => {
  expect(addItem([], { ...caseP, rating: 4.8, badge: "New" } as CartProduct)).toEqual([{ ...caseP, quantity: 1 }]);
  expect(ids([caseP, cable, caseP, caseP].reduce(addItem, [] as CartItem[]))).toEqual([
    [1, 3],
    [11, 1],
  ]);
});

it("sets a quantity, floored; 0 or less (or not a number) removes the item; an unknown id changes nothing", () => {
  expect(ids(setQuantity(two, 11, 4))).toEqual([
    [1, 2],
    [11, 4],
  ]);
  expect(setQuantity(two, 1, 2.9)[0]!.quantity).toBe(2);
  for (const q of [0, -3, 0.4, Number.NaN]) expect(ids(setQuantity(two, 1, q)), String(q)).toEqual([[11, 1]]);
  expect(setQuantity(two, 99, 5)).toEqual(two);
});

it("removes one item by id; counts the units, not the lines; never mutates its input", () => {
  const snapshot = structuredClone(two);
  expect(ids(removeItem(two, 1))).toEqual([[11, 1]]);
  expect(removeItem(two, 99)).toEqual(two);
  addItem(two, caseP);
  setQuantity(two, 1, 5);
  expect(two).toEqual(snapshot);
  expect([countItems([]), countItems(two)]).toEqual([0, 3]);
});

const catalogue = [caseP, cable];

it("cart lines (what the checkout posts) are id and quantity only; read back, they take name and price from the catalogue, and an unknown id refuses the whole list", () => {
  expect(cartLines(two)).toEqual([
    { id: 1, quantity: 2 },
    { id: 11, quantity: 1 },
  ]);
  expect(itemsFromLines(cartLines(two), catalogue)).toEqual(two);
  expect(itemsFromLines([], catalogue)).toEqual([]);
  expect(itemsFromLines([...cartLines(two), { id: 3, quantity: 1 }], catalogue)).toBeUndefined();
});
