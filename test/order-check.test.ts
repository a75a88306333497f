import { expect, it } from "vitest";
import { DEMO_ORDERS } from "~/data/orders";
import { OrderSchema } from "~/lib/entities";
import { readOrder } from "~/lib/order-check";
import { buildPlacedOrder } from "~/lib/place-order";
import { customer, twoLines as items } from "./cart-fixtures";

const now = new Date(2026, 10, 22, 23, 30);
const placed = buildPlacedOrder({ items, customer: { ...customer, area: "" }, method: "delivery", now });
const paid = buildPlacedOrder({ items, customer, method: "mpesa", now, receipt: "TJ3MX6CLYC" });

type Json = Record<string, unknown>;

/** Variants of a valid order, each breaking (or bending) one rule of OrderSchema. */
function variants(order: Json): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  const set = (name: string, edit: (o: Json) => void) => {
    const o = structuredClone(order);
    edit(o);
    out.push([name, o]);
  };
  const wrong = [undefined, null, "", " ", "x", 0, -1, 1.5, 5, true, [], {}, "2026-02-30", "2026-11-22T10:00:00"];
  // Every field of the order, its customer, its payment, its first step and its first item.
  const parts: Record<string, (o: Json) => Json> = {
    "": (o) => o,
    "customer.": (o) => o.customer as Json,
    "payment.": (o) => o.payment as Json,
    "steps[0].": (o) => (o.steps as Json[])[0]!,
    "items[0].": (o) => (o.items as Json[])[0]!,
  };
  for (const [part, at] of Object.entries(parts))
    for (const key of Object.keys(at(order)))
      for (const w of wrong) set(`${part}${key} = ${JSON.stringify(w)}`, (o) => (at(o)[key] = w));
  set("three steps", (o) => (o.steps = (o.steps as Json[]).slice(1)));
  set("five steps", (o) => (o.steps = [...(o.steps as Json[]), (o.steps as Json[])[0]]));
  set("unknown field", (o) => (o.extra = 1));
  set("unknown nested field", (o) => ((o.customer as Json).extra = 1));
  set("orderId without ORD", (o) => (o.orderId = "XYZ-1"));
  set("status unknown", (o) => (o.status = "lost"));
  set("method unknown", (o) => ((o.payment as Json).method = "cash"));
  set("payment state unknown", (o) => ((o.payment as Json).state = "refunded"));
  set("receipt in lowercase", (o) => ((o.payment as Json).receipt = "tj3mx6clyc"));
  set("receipt of 11", (o) => ((o.payment as Json).receipt = "TJ3MX6CLYC1"));
  set("no payment state or receipt (stored before payments were simulated)", (o) => {
    delete (o.payment as Json).state;
    delete (o.payment as Json).receipt;
  });
  set("step title unknown", (o) => ((o.steps as Json[])[0]!.title = "Packed"));
  set("offset time", (o) => (o.placedAt = "2026-11-22T23:30:00+03:00"));
  set("fractional seconds", (o) => (o.placedAt = "2026-11-22T23:30:00.123Z"));
  set("no seconds", (o) => (o.placedAt = "2026-11-22T23:30Z"));
  set("hour 24", (o) => (o.placedAt = "2026-11-22T24:00:00Z"));
  set("day 32", (o) => (o.placedAt = "2026-01-32T10:30:00Z"));
  set("April 31", (o) => (o.estimatedDelivery = "2026-04-31"));
  set("one-digit month", (o) => (o.estimatedDelivery = "2026-4-01"));
  set("leap day", (o) => (o.estimatedDelivery = "2028-02-29"));
  set("no leap day", (o) => (o.estimatedDelivery = "2027-02-29"));
  set("year 0024", (o) => (o.estimatedDelivery = "0024-01-31"));
  set("month 13", (o) => (o.estimatedDelivery = "2026-13-01"));
  return out;
}

const orders: Json[] = [...DEMO_ORDERS, placed, paid].map((o) => structuredClone(o) as unknown as Json);

it("accepts every demo order and a placed order, as they are", () => {
  for (const order of orders) expect(readOrder(order)).toEqual(order);
});

it("gives the same verdict and value as OrderSchema for every broken or bent field", () => {
  let checked = 0;
  for (const order of orders)
    for (const [name, value] of variants(order)) {
      const parsed = OrderSchema.safeParse(value);
      expect(readOrder(value), `${order.orderId as string}: ${name}`).toEqual(parsed.success ? parsed.data : undefined);
      checked++;
    }
  expect(checked).toBeGreaterThan(1000);
});

it("non-objects are no order", () => {
  for (const value of [null, undefined, "ORD-1", 1, [], [DEMO_ORDERS[0]]]) expect(readOrder(value)).toBeUndefined();
});
