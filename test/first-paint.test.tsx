import type { MetaFunction } from "@remix-run/react";
import { describe, expect, it } from "vitest";
import { PRODUCTS } from "~/data/products";
import { FIRST_PAINT_PATHS, loadFirstPaint } from "~/first-paint";
import { productPath } from "~/lib/slug";
import { sharePngPath } from "~/lib/share-image";

/** Each page's route module, by path (the same pages SPEC.md's table lists). */
const ROUTES: Record<string, () => Promise<{ meta: MetaFunction }>> = {
  "/": () => import("~/routes/_index"),
  "/shop": () => import("~/routes/shop"),
  "/services": () => import("~/routes/services._index"),
  "/about": () => import("~/routes/about"),
  "/contact": () => import("~/routes/contact"),
  "/track-order": () => import("~/routes/track-order"),
  "/services/multi-brand-device-setup": () => import("~/routes/services.multi-brand-device-setup"),
  "/services/android-ios-support": () => import("~/routes/services.android-ios-support"),
};

const metaOf = (meta: MetaFunction) => meta({} as Parameters<MetaFunction>[0]);

// Cold imports of every route module under a busy machine: more than the default 5 s.
describe("first paint: one per page, the same head as the route's meta", { timeout: 60_000 }, () => {
  it("every page of SPEC.md's table has one (and only those)", () => {
    expect([...FIRST_PAINT_PATHS].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  for (const path of Object.keys(ROUTES)) {
    it(`${path}: its module loads, names its path, and its head tags are the route's meta`, async () => {
      const page = await loadFirstPaint(path);
      expect(page?.path).toBe(path);
      const { meta } = await ROUTES[path]!();
      expect(page?.meta).toEqual(metaOf(meta));
      expect(page?.meta).toContainEqual({ tagName: "link", rel: "canonical", href: `https://simutech.co.ke${path}` });
    });
  }

  it("a product page: its own path and head, the product route's meta with the site's origin, JSON-LD once", async () => {
    const product = PRODUCTS[0]!;
    const path = productPath(product);
    const page = await loadFirstPaint(path);
    expect(page?.path).toBe(path);
    const { meta } = await import("~/routes/shop_.$slug");
    const data = { product, related: [], origin: "https://simutech.co.ke" };
    expect(page?.meta).toEqual(meta({ data } as unknown as Parameters<MetaFunction>[0]));
    expect(page?.meta).toContainEqual({
      property: "og:image",
      content: `https://simutech.co.ke${sharePngPath(product.image)}`,
    });
    expect(page?.meta.filter((d) => "script:ld+json" in d)).toHaveLength(1);
    expect(await loadFirstPaint("/shop/no-such-product")).toBeNull();
  });

  it("a trailing slash is the same page; anything else (case included, as file names) is the neutral shell", async () => {
    expect((await loadFirstPaint("/shop/"))?.path).toBe("/shop");
    expect(await loadFirstPaint("/SHOP")).toBeNull();
    expect(await loadFirstPaint("/no/such/page")).toBeNull();
    expect(await loadFirstPaint(undefined)).toBeNull();
  });
});
