import { describe, expect, it } from "vitest";
import type { CartItem } from "~/lib/cart";
import { CART_STORAGE_KEY, loadCart, parseCart, saveCart, serializeCart } from "~/lib/stores/cart-storage";
import { cable, caseP } from "./cart-fixtures";

const item: CartItem = { ...caseP, quantity: 2 };
const other: CartItem = { ...cable, quantity: 1 };

describe("cart-storage", () => {
  it("uses the key cart-storage", () => {
    expect(CART_STORAGE_KEY).toBe("cart-storage");
  });

  it("writes the legacy envelope {state:{items},version:0}", () => {
    expect(JSON.parse(serializeCart([item]))).toEqual({ state: { items: [item] }, version: 0 });
    expect(serializeCart([])).toBe('{"state":{"items":[]},"version":0}');
  });

  it("reads a cart saved by the previous site (legacy shape, extra state kept out)", () => {
    const legacy = JSON.stringify({ state: { items: [item, other], isOpen: true }, version: 0 });
    expect(parseCart(legacy)).toEqual([item, other]);
  });

  it("round-trips", () => {
    expect(parseCart(serializeCart([item, other]))).toEqual([item, other]);
  });

  it("missing, corrupted or foreign values yield an empty cart, never a throw", () => {
    const bad = [
      null,
      "",
      "{",
      "not json",
      "null",
      "42",
      '"text"',
      "[]",
      "{}",
      '{"state":null}',
      '{"state":{}}',
      '{"state":{"items":"nope"}}',
      '{"items":[{"id":1}]}',
      '{"state":{"items":{"0":{}}}}',
    ];
    for (const raw of bad) expect(parseCart(raw), String(raw)).toEqual([]);
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
    expect(parseCart(raw)).toEqual([item, { ...other, id: 16, quantity: 2 }]);
  });

  it("loads from and saves to localStorage", () => {
    expect(loadCart()).toEqual([]);
    expect(saveCart([item])).toBe(true);
    expect(window.localStorage.getItem("cart-storage")).toBe(serializeCart([item]));
    expect(loadCart()).toEqual([item]);
  });
});
