import { expect, it } from "vitest";
import { cartKept } from "~/lib/stores/cart-storage";
import { twoLines } from "./cart-fixtures";

const [item, other] = twoLines;

it("keeps the cart in localStorage under cart-storage, in the previous site's envelope {state:{items},version:0}", () => {
  expect(cartKept.load()).toEqual([]);
  expect(cartKept.save(twoLines)).toBe(true);
  expect(JSON.parse(window.localStorage.getItem("cart-storage")!)).toEqual({
    state: { items: twoLines },
    version: 0,
  });
  expect(cartKept.load()).toEqual(twoLines);
  expect(cartKept.serialize([])).toBe('{"state":{"items":[]},"version":0}');
  // The previous site kept more in its state: left out.
  expect(cartKept.parse(JSON.stringify({ state: { items: [item], isOpen: true }, version: 0 }))).toEqual([item]);
});

it("drops individually broken items and keeps the valid ones", () => {
  const raw = JSON.stringify({
    state: {
      items: [
        item,
        { ...other, price: "17.99" }, // wrong type
        { ...other, id: 12, quantity: 0 }, // no quantity
        { ...other, id: 13, quantity: -2 },
        { ...other, id: 14, price: -1 },
        { id: 15 }, // missing fields
        null,
        "x",
        { ...other, id: 16, quantity: 2.7 }, // fractional: floored
        { ...item, quantity: 9 }, // duplicate id: first wins
      ],
    },
    version: 0,
  });
  expect(cartKept.parse(raw)).toEqual([item, { ...other, id: 16, quantity: 2 }]);
});
