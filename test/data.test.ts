import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  BADGES,
  CATEGORIES,
  OrderSchema,
  PackageSchema,
  ProductSchema,
  ProductSpecSchema,
  ServiceSchema,
  TRACKING_STEP_TITLES,
  type Order,
} from "~/lib/entities";
import { CITY, CONTACT_AREAS, DELIVERY_AREAS, PAY_ON_DELIVERY_NOTE, TIME_SLOTS } from "~/data/areas";
import { BRAND, CLAIMS, HOURS_CONTACT, HOURS_FOOTER } from "~/data/brand";
import * as constants from "~/data/constants";
import * as content from "~/data/content";
import * as messages from "~/data/messages";
import {
  DEMO_ORDER_IDS,
  DEMO_ORDERS,
  ORDER_FOUND,
  ORDER_ID_REQUIRED,
  ORDER_NOT_FOUND,
  TRACK_HERO,
} from "~/data/orders";
import { PLACED_PAYMENT_STATUS, PLACED_STEP_DESCRIPTIONS } from "~/data/placed-orders";
import { LEGAL_LINKS, NAV_LINKS, SERVICE_LINKS } from "~/data/navigation";
import { NOT_FOUND_LINKS, NOT_FOUND_PAGE } from "~/data/not-found";
import { PRODUCT_SPECS } from "~/data/product-specs.server";
import { CATEGORY_LABELS, SHOP_FILTERS } from "~/data/products";
import { PRODUCTS } from "~/data/catalogue.server";
import { HOME_CATEGORIES } from "~/data/home";

const FEATURED_PRODUCTS = PRODUCTS.filter((p) => p.featured);
import * as servicePages from "~/data/service-pages";
import * as overview from "~/data/services";

/** The services data, wherever each piece lives (the overview, and the service pages' own). */
const services = { ...overview, ...servicePages };

// A string, not new URL(): under jsdom the global URL is not Node's.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC_DIR = resolve(ROOT, "public");
const DATA_DIR = resolve(ROOT, "app/data");
const publicFile = (urlPath: string) => `${PUBLIC_DIR}${urlPath}`;

/** Integer KSh cents of a dollar price. */
const kshCents = (usd: number) => Math.round(usd * constants.KSH_PER_USD * 100);
const taxCents = (subtotal: number) => Math.round((subtotal * constants.TAX_BASIS_POINTS) / 10_000);

const TestimonialSchema = z.object({
  name: z.string().min(1),
  area: z.enum(DELIVERY_AREAS),
  quote: z.string().min(1),
  rating: z.number().int().min(1).max(5),
});
const TitledTextSchema = z.object({ title: z.string().min(1), description: z.string().min(1) });

/* ------------------------------------------------------------------ */

describe("products", () => {
  const parsed = z.array(ProductSchema).parse(PRODUCTS);

  it("every product has 3-5 specification lines (its page's), and no other id has any", () => {
    for (const p of parsed)
      expect(z.array(ProductSpecSchema).min(3).max(5).parse(PRODUCT_SPECS[p.id]), p.name).toBeTruthy();
    expect(
      Object.keys(PRODUCT_SPECS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(parsed.map((p) => p.id).sort((a, b) => a - b));
  });

  it("has exactly 16 products with unique ids 1..16", () => {
    expect(parsed).toHaveLength(16);
    expect(parsed.map((p) => p.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(new Set(parsed.map((p) => p.name)).size).toBe(16);
  });

  it("covers all six categories", () => {
    expect(new Set(parsed.map((p) => p.category))).toEqual(new Set(CATEGORIES));
  });

  it("features exactly six products", () => {
    expect(parsed.filter((p) => p.featured)).toHaveLength(6);
    expect(FEATURED_PRODUCTS).toHaveLength(6);
    expect(FEATURED_PRODUCTS.every((p) => p.featured)).toBe(true);
  });

  it("uses every badge at least once", () => {
    for (const badge of BADGES)
      expect(
        parsed.some((p) => p.badge === badge),
        badge,
      ).toBe(true);
  });

  it("gives every Sale item an originalPrice above its price, and any originalPrice is above price", () => {
    for (const p of parsed.filter((x) => x.badge === "Sale")) {
      expect(p.originalPrice, p.name).toBeDefined();
      expect(p.originalPrice ?? 0, p.name).toBeGreaterThan(p.price);
    }
    for (const p of parsed) if (p.originalPrice !== undefined) expect(p.originalPrice).toBeGreaterThan(p.price);
  });

  it("has everything in stock, prices within $5..$90 in whole cents, ratings with one decimal", () => {
    for (const p of parsed) {
      expect(p.inStock, p.name).toBe(true);
      expect(p.price, p.name).toBeGreaterThanOrEqual(5);
      expect(p.price, p.name).toBeLessThanOrEqual(90);
      expect(Math.round(p.price * 100) / 100, p.name).toBe(p.price);
      expect(Math.round(p.rating * 10) / 10, p.name).toBe(p.rating);
    }
  });

  it("points every image at a small local SVG with alt text", () => {
    for (const p of parsed) {
      expect(p.image).toMatch(/^\/images\/products\/[a-z0-9-]+\.svg$/);
      expect(existsSync(publicFile(p.image)), p.image).toBe(true);
      expect(p.imageAlt.length).toBeGreaterThan(10);
    }
    expect(new Set(parsed.map((p) => p.image)).size).toBe(16);
  });

  it("has the fixed shop filters", () => {
    expect(SHOP_FILTERS).toEqual([
      { id: "all", label: "All Products", count: 32 },
      { id: "iphone", label: "iPhone", count: 8 },
      { id: "samsung", label: "Samsung", count: 10 },
      { id: "oppo", label: "Oppo", count: 7 },
      { id: "tecno", label: "Tecno", count: 7 },
    ]);
  });

  it("labels every category and has the four home category cards", () => {
    expect(Object.keys(CATEGORY_LABELS).sort()).toEqual([...CATEGORIES].sort());
    expect(HOME_CATEGORIES.map((c) => c.id)).toEqual(["iphone", "samsung", "oppo", "tecno"]);
    for (const c of HOME_CATEGORIES) {
      expect(c.image).toBe(`/images/categories/${c.id}.svg`);
      expect(existsSync(publicFile(c.image)), c.image).toBe(true);
      expect(c.title).toBe(CATEGORY_LABELS[c.id]);
    }
  });
});

/* ------------------------------------------------------------------ */

describe("services and packages", () => {
  const list = z.array(ServiceSchema).parse(services.SERVICES);

  it("has six overview services priced $29..$69 with min 29 and max 69", () => {
    expect(list).toHaveLength(6);
    const prices = list.map((s) => s.price);
    expect(Math.min(...prices)).toBe(29);
    expect(Math.max(...prices)).toBe(69);
    expect(new Set(list.map((s) => s.title)).size).toBe(6);
  });

  it("includes the two titles whose slugs have pages", () => {
    const titles = list.map((s) => s.title);
    expect(titles).toContain("Multi-Brand Device Setup");
    expect(titles).toContain("Android & iOS Support");
  });

  it("marks one or two services popular", () => {
    const n = list.filter((s) => s.popular).length;
    expect(n).toBeGreaterThanOrEqual(1);
    expect(n).toBeLessThanOrEqual(2);
  });

  const pick = (pkgs: readonly z.infer<typeof PackageSchema>[]) =>
    pkgs.map(({ name, price, popular }) => ({ name, price, popular }));

  it("has the setup packages", () => {
    const pkgs = z.array(PackageSchema).parse(services.SETUP_PACKAGES);
    expect(pick(pkgs)).toEqual([
      { name: "Basic", price: 6500, popular: false },
      { name: "Complete", price: 9500, popular: true },
      { name: "Business", price: 15500, popular: false },
    ]);
  });

  it("has the support packages", () => {
    const pkgs = z.array(PackageSchema).parse(services.SUPPORT_PACKAGES);
    expect(pick(pkgs)).toEqual([
      { name: "Basic", price: 7500, popular: false },
      { name: "Complete", price: 12500, popular: true },
      { name: "Premium", price: 19500, popular: false },
    ]);
  });

  it("gives every package an originalPrice above its price and 4-7 features", () => {
    for (const p of [...services.SETUP_PACKAGES, ...services.SUPPORT_PACKAGES]) {
      expect(p.originalPrice, p.name).toBeGreaterThan(p.price);
      expect(p.features.length).toBeGreaterThanOrEqual(4);
      expect(p.features.length).toBeLessThanOrEqual(7);
    }
  });

  it("has the page content in the stated amounts", () => {
    const titled = z.array(TitledTextSchema);
    expect(titled.parse(services.HOW_IT_WORKS)).toHaveLength(4);
    expect(titled.parse(services.CERTIFICATIONS)).toHaveLength(4);
    expect(titled.parse(services.SUPPORT_SERVICES)).toHaveLength(6);
    const included = titled.parse(services.SETUP_INCLUDED);
    expect(included.length).toBeGreaterThanOrEqual(6);
    expect(included.length).toBeLessThanOrEqual(8);
    const brands = services.SUPPORTED_BRANDS.map((b) => b.name);
    for (const b of ["Apple", "Samsung", "Oppo", "Tecno"]) expect(brands).toContain(b);
    expect(services.SERVICE_AREAS).toBe(DELIVERY_AREAS);
  });

  it("has testimonials from the delivery areas", () => {
    const t = z.array(TestimonialSchema);
    expect(t.parse(services.SERVICE_TESTIMONIALS).length).toBeGreaterThanOrEqual(5);
    expect(t.parse(services.SETUP_TESTIMONIALS)).toHaveLength(3);
    expect(t.parse(services.SUPPORT_TESTIMONIALS)).toHaveLength(3);
  });
});

/* ------------------------------------------------------------------ */

describe("areas and time slots", () => {
  it("has the 18 delivery areas, in order", () => {
    expect(DELIVERY_AREAS).toEqual([
      "Westlands",
      "Karen",
      "Kilimani",
      "Lavington",
      "Runda",
      "Muthaiga",
      "Parklands",
      "Kileleshwa",
      "Upper Hill",
      "CBD",
      "Eastleigh",
      "Kasarani",
      "Embakasi",
      "Roysambu",
      "Kahawa",
      "Ngong Road",
      "Lang'ata",
      "Kitisuru",
    ]);
  });

  it("lists the first 12 areas on the contact page", () => {
    expect(CONTACT_AREAS).toHaveLength(12);
    expect(CONTACT_AREAS).toEqual(DELIVERY_AREAS.slice(0, 12));
  });

  it("has the six 2-hour booking slots with the exact labels", () => {
    expect(TIME_SLOTS.map((s) => s.label)).toEqual(["8-10 AM", "10-12", "12-2 PM", "2-4", "4-6", "6-8 PM"]);
    for (const s of TIME_SLOTS) {
      const m = /^(\d\d):00-(\d\d):00$/.exec(s.value);
      expect(m, s.value).not.toBeNull();
      expect(Number(m?.[2]) - Number(m?.[1])).toBe(2);
    }
    expect(new Set(TIME_SLOTS.map((s) => s.value)).size).toBe(6);
  });

  it("fixes the city to Nairobi", () => {
    expect(CITY).toBe("Nairobi");
  });
});

/* ------------------------------------------------------------------ */

describe("demo orders", () => {
  const orders = z.array(OrderSchema).parse(DEMO_ORDERS);
  const byId = (id: string): Order => {
    const o = orders.find((x) => x.orderId === id);
    if (!o) throw new Error(`missing ${id}`);
    return o;
  };
  const stepStates = (o: Order) => o.steps.map((s) => [s.completed, s.current]);

  it("has the three demo IDs and statuses", () => {
    expect(orders.map((o) => [o.orderId, o.status])).toEqual([
      ["ORD-2024-001", "processing"],
      ["ORD-2024-002", "shipped"],
      ["ORD-2024-003", "delivered"],
    ]);
    expect(DEMO_ORDER_IDS).toEqual(["ORD-2024-001", "ORD-2024-002", "ORD-2024-003"]);
  });

  it("has the four tracking steps in order with ids 1..4", () => {
    for (const o of orders) {
      expect(o.steps.map((s) => s.title)).toEqual([...TRACKING_STEP_TITLES]);
      expect(o.steps.map((s) => s.id)).toEqual([1, 2, 3, 4]);
      expect(o.steps.filter((s) => s.current).length).toBeLessThanOrEqual(1);
      for (const s of o.steps) {
        expect(s.completed && s.current, `${o.orderId} ${s.title}`).toBe(false);
        // reached steps have a timestamp, unreached ones do not
        expect(s.timestamp !== null, `${o.orderId} ${s.title}`).toBe(s.completed || s.current);
      }
    }
  });

  it("has the stated step states", () => {
    expect(stepStates(byId("ORD-2024-001"))).toEqual([
      [true, false],
      [false, true],
      [false, false],
      [false, false],
    ]);
    expect(stepStates(byId("ORD-2024-002"))).toEqual([
      [true, false],
      [true, false],
      [false, true],
      [false, false],
    ]);
    expect(stepStates(byId("ORD-2024-003"))).toEqual([
      [true, false],
      [true, false],
      [true, false],
      [true, false],
    ]);
  });

  it("prices items from the catalogue and totals subtotal + 8% tax exactly, in KSh cents", () => {
    for (const o of orders) {
      for (const item of o.items) {
        const product = PRODUCTS.find((p) => p.name === item.name);
        expect(product, item.name).toBeDefined();
        expect(item.priceCents, item.name).toBe(kshCents(product?.price ?? Number.NaN));
      }
      const subtotal = o.items.reduce((sum, i) => sum + i.priceCents * i.quantity, 0);
      expect(o.payment.amountCents, o.orderId).toBe(subtotal + taxCents(subtotal));
    }
  });

  it("uses delivery areas, ordered timestamps and a delivery date on or after placement", () => {
    for (const o of orders) {
      expect(DELIVERY_AREAS as readonly string[]).toContain(o.customer.area);
      const times = [o.placedAt, ...o.steps.map((s) => s.timestamp).filter((t) => t !== null)].map(Date.parse);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(o.estimatedDelivery >= o.placedAt.slice(0, 10)).toBe(true);
    }
  });
});

/* ------------------------------------------------------------------ */

describe("navigation", () => {
  const paths = (links: readonly { to: string }[]) => links.map((l) => l.to);

  it("has the header's six links in order", () => {
    expect(NAV_LINKS.map((l) => l.label)).toEqual(["Home", "Shop", "Services", "Track Order", "About", "Contact"]);
    expect(paths(NAV_LINKS)).toEqual(["/", "/shop", "/services", "/track-order", "/about", "/contact"]);
  });

  it("links the two service pages and the legal paths, which have no route", () => {
    expect(paths(SERVICE_LINKS)).toEqual([
      "/services/multi-brand-device-setup",
      "/services/android-ios-support",
      "/services",
    ]);
    expect(paths(LEGAL_LINKS)).toEqual(["/privacy", "/terms", "/shipping", "/returns", "/warranty"]);
  });

  it("leads from the 404 page to home, shop, services, about and contact", () => {
    expect(paths(NOT_FOUND_LINKS)).toEqual(["/", "/shop", "/services", "/about", "/contact"]);
    expect(NOT_FOUND_PAGE.title).toBe("Page not found");
  });
});

describe("placed orders and tracking page", () => {
  it("describes every tracking step and every payment method", () => {
    expect(Object.keys(PLACED_STEP_DESCRIPTIONS)).toEqual([...TRACKING_STEP_TITLES]);
    expect(PLACED_PAYMENT_STATUS).toEqual({
      paid: "Paid",
      awaiting: "Awaiting confirmation",
      "on-delivery": "Pay on delivery",
    });
    expect(TRACK_HERO.title).toBe("Track your order");
  });
});

describe("messages", () => {
  it("has the exact error toasts", () => {
    expect(messages.MISSING_INFORMATION).toEqual({
      title: "Missing Information",
      description: "Please fill in all required fields",
    });
    expect(messages.PAYMENT_METHOD_REQUIRED).toEqual({
      title: "Payment Method Required",
      description: "Please select a payment method",
    });
    expect(messages.MPESA_NUMBER_REQUIRED).toEqual({
      title: "M-Pesa Number Required",
      description: "Please enter your M-Pesa number",
    });
    expect(messages.CARD_DETAILS_REQUIRED).toEqual({
      title: "Card Details Required",
      description: "Please fill in all card details",
    });
    expect(ORDER_ID_REQUIRED).toEqual({
      title: "Order ID Required",
      description: "Please enter your order ID",
    });
    expect(ORDER_NOT_FOUND).toEqual({
      title: "Order Not Found",
      description: "Please check your order ID and try again",
    });
  });

  it("has the exact success toasts", () => {
    expect(ORDER_FOUND).toEqual({ title: "Order Found", description: "Order details loaded successfully." });
    expect(messages.BOOKING_SENT).toEqual({
      title: "Booking Request Sent!",
      description: "We'll contact you within 2 hours to confirm your appointment.",
    });
    expect(messages.STK_PUSH_SENT.title).toBe("STK Push Sent");
    expect(messages.STK_PUSH_SENT.description("254712345678")).toBe(
      "Payment request sent to 254712345678. Check your phone.",
    );
    for (const m of [messages.NEWSLETTER_SUBSCRIBED, messages.CONTACT_MESSAGE_SENT, messages.EMAIL_REQUIRED]) {
      expect(m.title.length).toBeGreaterThan(0);
      expect(m.description.length).toBeGreaterThan(0);
    }
  });

  it("has the empty cart text and the Nairobi-only pay-on-delivery note", () => {
    expect(messages.CART_EMPTY).toBe("Your cart is empty");
    expect(PAY_ON_DELIVERY_NOTE).toBe("Payment on Delivery is available in Nairobi only.");
  });
});

/* ------------------------------------------------------------------ */

describe("brand, constants and content", () => {
  it("has the brand and contact details", () => {
    expect(BRAND).toMatchObject({
      name: "SimuTech Nairobi",
      phone: "+254 700 123 456",
      phoneHref: "tel:+254700123456",
      email: "hello@simutech.co.ke",
      emailHref: "mailto:hello@simutech.co.ke",
      headquarters: "Westlands, Nairobi",
    });
  });

  it("keeps both hours texts exactly", () => {
    expect(HOURS_CONTACT.map((h) => `${h.days} ${h.hours}`).join(", ")).toBe(
      "Mon-Fri 8AM-8PM, Sat 9AM-6PM, Sun 10AM-6PM",
    );
    expect(HOURS_FOOTER).toBe("Mon-Sat 8-8, Sun 10-6");
  });

  it("states the four claims", () => {
    const text = CLAIMS.map((c) => `${c.title} ${c.text}`).join(" ");
    expect(CLAIMS).toHaveLength(4);
    expect(text).toMatch(/2 hours/);
    expect(text).toMatch(/Same-Day/i);
    expect(text).toMatch(/90-Day Repair Warranty/);
    expect(text).toMatch(/30-Day Satisfaction Guarantee/);
  });

  it("has the business constants", () => {
    expect(constants.KSH_PER_USD).toBe(132);
    expect(constants.TAX_PERCENT).toBe(8);
    expect(constants.TAX_BASIS_POINTS).toBe(800);
    expect(constants.SHIPPING_CENTS).toBe(0);
    expect(constants.PAYMENT_DELAY_MS).toBe(2000);
    expect(constants.LOOKUP_DELAY_MS).toBe(1500);
    expect(constants.CAROUSEL_INTERVAL_MS).toBe(4000);
    expect(constants.CAROUSEL_VISIBLE).toBe(3);
    expect(constants.CAROUSEL_MANUAL_PAUSE_MS).toBe(10_000);
    expect(constants.SHOP_PAGE_SIZE).toBe(12);
    expect(constants.CART_STORAGE_KEY).toBe("cart-storage");
    expect(constants.ORDERS_STORAGE_KEY).toBe("orders-storage");
    expect(constants.ORDER_ID_PREFIX).toBe("ORD");
    // $29 shows as KSh 3,828.00
    expect(kshCents(29)).toBe(382_800);
  });

  it("has the content pages in the stated amounts", () => {
    expect(content.ABOUT_STATS).toHaveLength(4);
    expect(z.array(TitledTextSchema).parse(content.ABOUT_VALUES)).toHaveLength(4);
    expect(content.TEAM).toHaveLength(4);
    expect(content.TIMELINE.length).toBeGreaterThanOrEqual(5);
    expect(content.TIMELINE.length).toBeLessThanOrEqual(6);
    const reviews = z.array(TestimonialSchema).parse(content.ABOUT_REVIEWS);
    expect(reviews.length).toBeGreaterThanOrEqual(3);
    expect(reviews.length).toBeLessThanOrEqual(4);
    expect(content.CONTACT_FAQ.length).toBeGreaterThanOrEqual(5);
    expect(content.CONTACT_FAQ.length).toBeLessThanOrEqual(6);
    expect(content.CONTACT_METHODS.map((m) => m.value)).toEqual([
      BRAND.phone,
      BRAND.email,
      "Chat on WhatsApp",
      BRAND.headquarters,
    ]);
    expect(content.CONTACT_METHODS.map((m) => m.href)).toEqual([
      BRAND.phoneHref,
      BRAND.emailHref,
      "https://wa.me/254700123456",
      undefined,
    ]);
    expect(content.ABOUT_HERO.title).toContain(BRAND.name);
    for (const t of content.TEAM) {
      expect(t.initials).toBe(
        t.name
          .split(" ")
          .map((w) => w[0])
          .join(""),
      );
    }
  });
});

/* ------------------------------------------------------------------ */

describe("data files and images", () => {
  const dataFiles = readdirSync(DATA_DIR).filter((f) => f.endsWith(".ts"));

  it("keeps zod out of the data bundles (types only from ~/lib/entities)", () => {
    for (const f of dataFiles) {
      const src = readFileSync(`${DATA_DIR}/${f}`, "utf8");
      expect(src, f).not.toMatch(/from\s+["']zod["']/);
      const imports = [...src.matchAll(/^import\s+(type\s+)?[^;]*?from\s+["']~\/lib\/entities["']/gms)];
      expect(imports.length, f).toBe(src.split("~/lib/entities").length - 1);
      for (const m of imports) expect(m[1], `${f}: ${m[0]}`).toBeDefined();
    }
  });

  it("writes the brand name only in brand.ts", () => {
    for (const f of dataFiles.filter((x) => x !== "brand.ts")) {
      expect(readFileSync(`${DATA_DIR}/${f}`, "utf8"), f).not.toContain(BRAND.name);
    }
  });

  it("ships small, self-contained SVGs", () => {
    const svgs = [
      ...readdirSync(`${PUBLIC_DIR}/images/products`).map((f) => `/images/products/${f}`),
      ...readdirSync(`${PUBLIC_DIR}/images/categories`).map((f) => `/images/categories/${f}`),
      "/images/hero.svg",
    ].filter((p) => p.endsWith(".svg"));
    expect(svgs.length).toBeGreaterThanOrEqual(21);
    for (const p of svgs) {
      const file = publicFile(p);
      expect(statSync(file).size, p).toBeLessThan(20 * 1024);
      const src = readFileSync(file, "utf8");
      expect(src, p).toMatch(/<svg[^>]*viewBox="/);
      expect(src, p).not.toMatch(/<text|<image|<script|href="http|url\(http/);
    }
  });
});
