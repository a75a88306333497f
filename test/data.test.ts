// Stated values no page test shows (the rest: the e2e specs, where they are seen) and the data's cross-checks.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { OrderSchema } from "~/lib/entities";
import { BADGES, CATEGORIES, TRACKING_STEP_TITLES } from "~/lib/enums";
import { CONTACT_AREAS, DELIVERY_AREAS, TIME_SLOTS } from "~/data/areas";
import { BRAND } from "~/data/brand";
import { CONTACT_FAQ } from "~/data/content";
import { DEMO_ORDERS } from "~/data/orders";
import { PRODUCTS } from "~/data/catalogue.server";
import * as servicePages from "~/data/service-pages";
import { SERVICES } from "~/data/services";
import { usdToKshCents, taxCents } from "~/lib/money";

const ROOT = join(import.meta.dirname, "..");
const isPublicFile = (urlPath: string) => existsSync(join(ROOT, "public", urlPath));

it("products: 16, six featured, in stock, every category and badge used, each with its own local image", () => {
  expect(PRODUCTS.map((p) => p.id)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  expect(PRODUCTS.filter((p) => p.featured)).toHaveLength(6);
  expect(PRODUCTS.every((p) => p.inStock)).toBe(true);
  expect(new Set(PRODUCTS.map((p) => p.category))).toEqual(new Set(CATEGORIES));
  expect(new Set(PRODUCTS.flatMap((p) => p.badge ?? []))).toEqual(new Set(BADGES));
  expect(new Set(PRODUCTS.map((p) => p.image)).size).toBe(16);
  for (const p of PRODUCTS) {
    expect(p.image).toMatch(/^\/images\/products\/[a-z0-9-]+\.svg$/);
    expect(isPublicFile(p.image), p.image).toBe(true);
    expect(p.imageAlt.length).toBeGreaterThan(10);
    if (p.badge === "Sale") expect(p.originalPrice, p.name).toBeDefined();
    if (p.originalPrice !== undefined) expect(p.originalPrice, p.name).toBeGreaterThan(p.price);
  }
});

it("services: six priced $29 to $69; the packages and their prices; testimonials from the delivery areas", () => {
  const prices = SERVICES.map((s) => s.price);
  expect([SERVICES.length, Math.min(...prices), Math.max(...prices)]).toEqual([6, 29, 69]);
  const named = (list: typeof servicePages.SETUP_PACKAGES) =>
    list.map((p) => `${p.name} ${p.price}${p.popular ? " popular" : ""}`);
  expect(named(servicePages.SETUP_PACKAGES)).toEqual(["Basic 6500", "Complete 9500 popular", "Business 15500"]);
  expect(named(servicePages.SUPPORT_PACKAGES)).toEqual(["Basic 7500", "Complete 12500 popular", "Premium 19500"]);
  for (const p of [...servicePages.SETUP_PACKAGES, ...servicePages.SUPPORT_PACKAGES])
    expect(p.originalPrice, p.name).toBeGreaterThan(p.price);
  const { SERVICE_TESTIMONIALS, SETUP_TESTIMONIALS, SUPPORT_TESTIMONIALS } = servicePages;
  const testimonials = [SERVICE_TESTIMONIALS, SETUP_TESTIMONIALS, SUPPORT_TESTIMONIALS].flat();
  for (const t of testimonials) expect(DELIVERY_AREAS as readonly string[], t.name).toContain(t.area);
});

describe("areas, slots and claims as the product states them", () => {
  it("the 18 delivery areas in order, the contact page's 12, the six two-hour slots", () => {
    expect(DELIVERY_AREAS.join(", ")).toBe(
      "Westlands, Karen, Kilimani, Lavington, Runda, Muthaiga, Parklands, Kileleshwa, Upper Hill, CBD, Eastleigh, Kasarani, Embakasi, Roysambu, Kahawa, Ngong Road, Lang'ata, Kitisuru",
    );
    expect(CONTACT_AREAS).toEqual(DELIVERY_AREAS.slice(0, 12));
    expect(TIME_SLOTS.map((s) => s.label)).toEqual(["8-10 AM", "10-12", "12-2 PM", "2-4", "4-6", "6-8 PM"]);
    for (const s of TIME_SLOTS) {
      const [start, end] = s.value.split("-").map((t) => Number(t.slice(0, 2)));
      expect(end! - start!, s.value).toBe(2);
    }
  });

  it("the claims, as the contact page's FAQ answers: response in 2 hours, same-day service, warranty, guarantee", () => {
    const answers = CONTACT_FAQ.map((f) => f.answer).join(" ");
    for (const claim of [/within 2 hours/, /same-day service/, /90-day warranty/, /30-day satisfaction guarantee/])
      expect(answers).toMatch(claim);
  });
});

it("demo orders: the three IDs, their statuses and the steps each has reached; items priced from the catalogue, subtotal plus 8% tax", () => {
  const orders = DEMO_ORDERS.map((o) => OrderSchema.parse(o));
  expect(orders.map((o) => `${o.orderId} ${o.status}`)).toEqual([
    "ORD-2024-001 processing",
    "ORD-2024-002 shipped",
    "ORD-2024-003 delivered",
  ]);
  expect(orders.map((o) => o.steps.filter((s) => s.completed).length)).toEqual([1, 2, 4]);
  expect(orders.map((o) => o.steps.findIndex((s) => s.current))).toEqual([1, 2, -1]);
  for (const o of orders) {
    expect(o.steps.map((s) => s.title)).toEqual([...TRACKING_STEP_TITLES]);
    expect(o.steps.map((s) => s.id)).toEqual([1, 2, 3, 4]);
    // Reached steps have a timestamp, in order after the placement; unreached ones have none.
    for (const s of o.steps) expect(s.timestamp !== null, `${o.orderId} ${s.title}`).toBe(s.completed || s.current);
    const times = [o.placedAt, ...o.steps.flatMap((s) => s.timestamp ?? [])].map(Date.parse);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(o.estimatedDelivery >= o.placedAt.slice(0, 10)).toBe(true);
    expect(DELIVERY_AREAS as readonly string[]).toContain(o.customer.area);
    // Items priced from the catalogue, the total subtotal plus 8% tax, in KSh cents.
    for (const item of o.items) {
      const product = PRODUCTS.find((p) => p.name === item.name);
      expect(item.priceCents, item.name).toBe(usdToKshCents(product?.price ?? Number.NaN));
    }
    const subtotal = o.items.reduce((sum, i) => sum + i.priceCents * i.quantity, 0);
    expect(o.payment.amountCents, o.orderId).toBe(subtotal + taxCents(subtotal));
  }
});

it("writes the brand name only in app/data/brand.ts", () => {
  const dir = join(ROOT, "app/data");
  for (const f of readdirSync(dir).filter((x) => x.endsWith(".ts") && x !== "brand.ts"))
    expect(readFileSync(join(dir, f), "utf8"), f).not.toContain(BRAND.name);
});
