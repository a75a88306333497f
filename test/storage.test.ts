// Every value kept in localStorage is read through its envelope {"state":{...},"version":0}: anything else is nothing.
import { expect, it } from "vitest";
import { parseBookings } from "~/lib/stores/bookings-storage";
import { cartKept } from "~/lib/stores/cart-storage";
import { parsePlacedOrders } from "~/lib/stores/orders";
import { phoneKept } from "~/lib/stores/phone-store";

const NOT_AN_ENVELOPE = [
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
];

it.each([
  ["cart-storage", cartKept.parse, "items", []],
  ["bookings-storage", parseBookings, "bookings", []],
  ["orders-storage", parsePlacedOrders, "orders", []],
  ["phone-storage", phoneKept.parse, "phone", null],
] as const)(
  "%s reads anything missing, corrupted or foreign as nothing stored, never throwing",
  (_, parse, field, none) => {
    const foreign = [
      { state: { [field]: "nope" } },
      { state: { [field]: { 0: {} } } },
      { [field]: [] },
      { state: { other: [] } },
    ];
    for (const raw of [...NOT_AN_ENVELOPE, ...foreign.map((value) => JSON.stringify(value))])
      expect(parse(raw), String(raw)).toEqual(none);
  },
);
