import { describe, expect, it } from "vitest";
import { PRODUCTS } from "~/data/catalogue.server";
import { RELATED_LIMIT } from "~/data/constants";
import { PRODUCT_SPECS } from "~/data/product-specs.server";
import { loadCards, loadIndex, loadProductPage, loadShopPage } from "~/lib/browser/catalogue";
import { cardBlock, catalogueUrls, type ProductPageData } from "~/lib/catalogue-urls";
import { catalogueFiles, relatedByProduct, validateCatalogue } from "~/lib/catalogue-files";
import { indexRow, readIndex } from "~/lib/catalogue-index";
import type { Product } from "~/lib/entities";
import { SHOP_FILTERS } from "~/data/products";
import { parseShopQuery, productListing, queryProducts, SHOP_SORTS, shopPage, suggestProducts } from "~/lib/shop-query";
import { productSlug } from "~/lib/slug";

const names = (list: readonly { name: string }[]) => list.map((p) => p.name);
const byName = (name: string) => PRODUCTS.find((p) => p.name === name)!;

it("validateCatalogue accepts the real catalogue; names the product and the field of every problem: what it fits among them, none or a phone it does not know, its specification lines", () => {
  const { fits: _, ...noFit } = PRODUCTS[6]!;
  const bad = [
    { ...PRODUCTS[0], price: -3 },
    { ...PRODUCTS[1], category: "nokia" },
    { ...PRODUCTS[2], id: PRODUCTS[3]!.id },
    PRODUCTS[3],
    { ...PRODUCTS[4], name: PRODUCTS[5]!.name.toUpperCase() },
    PRODUCTS[5],
    noFit,
    { ...PRODUCTS[7], fits: { by: "model", models: ["nokia-3310"] } },
    { ...PRODUCTS[8], fits: { by: "model", models: [] } },
    { ...PRODUCTS[9], fits: { by: "connector", connectors: ["usb-a"] } },
    PRODUCTS[10],
  ];
  // A product without its 3-5 specification lines.
  const specs = { ...PRODUCT_SPECS, [PRODUCTS[10]!.id]: PRODUCT_SPECS[PRODUCTS[10]!.id]!.slice(0, 2) };
  const problems = [
    [0, 'field "price"'],
    [1, 'field "category"'],
    [3, `field "id": ${PRODUCTS[3]!.id} is another product's`],
    [5, 'field "name"'],
    [6, 'field "fits"'],
    [7, 'field "fits.models.0"'],
    [8, 'field "fits.models"'],
    [9, 'field "fits.connectors.0"'],
    [10, 'field "specs"'],
  ] as const;
  expect(validateCatalogue(PRODUCTS, PRODUCT_SPECS)).toHaveLength(PRODUCTS.length);
  for (const [at, problem] of problems)
    expect(() => validateCatalogue(bad, specs)).toThrow(`Product "${PRODUCTS[at]!.name}": ${problem}`);
});

describe("related products", () => {
  const related = relatedByProduct(PRODUCTS);

  it("are at most four, never the product itself, its own category first", () => {
    for (const p of PRODUCTS) {
      const list = related.get(p.id) ?? [];
      expect(list.length, p.name).toBeGreaterThan(0);
      expect(list.length, p.name).toBeLessThanOrEqual(RELATED_LIMIT);
      expect(list.map((r) => r.id)).not.toContain(p.id);
      const own = list.filter((r) => r.category === p.category).length;
      expect(list.slice(0, own), p.name).toEqual(list.filter((r) => r.category === p.category));
    }
  });

  it("then what goes with it: a case's protectors for the same phone", () => {
    const list = names(related.get(byName("iPhone 15 Pro MagSafe Clear Case").id) ?? []);
    expect(list).toContain("Camera Lens Protector Set (iPhone 15 Pro)");
    expect(list).toContain("Tempered Glass Screen Protector (iPhone 15 Series)");
  });

  it("stay four however large the category", () => {
    const many: Product[] = Array.from({ length: 300 }, (_, i) => ({ ...PRODUCTS[0]!, id: i + 1, name: `Case ${i}` }));
    for (const list of relatedByProduct(many).values()) expect(list).toHaveLength(RELATED_LIMIT);
  });
});

describe("catalogue files", () => {
  const files = catalogueFiles(PRODUCTS, PRODUCT_SPECS);

  it("has the index, the featured products, a card file per id block and a page file per product", () => {
    expect(files.has(catalogueUrls.index)).toBe(true);
    expect(names(files.get(catalogueUrls.featured) as Product[])).toEqual(names(PRODUCTS.filter((p) => p.featured)));
    const blocks = new Set(PRODUCTS.map((p) => cardBlock(p.id)));
    for (const b of blocks)
      expect(files.get(catalogueUrls.cards(b))).toEqual(PRODUCTS.filter((p) => cardBlock(p.id) === b));
    for (const p of PRODUCTS) {
      const page = files.get(catalogueUrls.product(productSlug(p.name))) as ProductPageData;
      expect(page.product).toEqual(p);
      expect(page.specs).toEqual(PRODUCT_SPECS[p.id]);
    }
    expect(files.size).toBe(2 + SHOP_FILTERS.length * SHOP_SORTS.length + blocks.size + PRODUCTS.length);
  });

  it("are read back by the browser's loaders (test/setup.ts serves them)", async () => {
    const p = PRODUCTS[9]!;
    expect((await loadProductPage(productSlug(p.name)))?.product).toEqual(p);
    expect(await loadProductPage("no-such-product")).toBeNull();
    const ids = [PRODUCTS[15]!.id, PRODUCTS[0]!.id, 9999];
    expect(await loadCards(ids)).toEqual([PRODUCTS[15], PRODUCTS[0]]);
    expect((await loadIndex()).products.map((r) => r.id)).toEqual(PRODUCTS.map((p) => p.id));
  });
});

const whole = productListing(PRODUCTS);

it("the shop's pages are what the whole catalogue gives, from the first-page files or from the index", async () => {
  const byId = new Map(PRODUCTS.map((p) => [p.id, p]));
  const expected = (search: string) =>
    shopPage(whole, new URLSearchParams(search), (ids) => ids.flatMap((id) => byId.get(id) ?? []));
  for (const search of [
    "",
    "category=samsung",
    "category=oppo&sort=price-desc&view=list",
    "sort=rating",
    "more=1",
    "category=iphone&more=1",
    "q=case",
    "q=case&sort=price-asc&more=1",
    "min=1500&max=3000",
    "fits=galaxy-a54",
    "fits=iphone-14&category=iphone",
    "fits=oppo-reno-11&q=charger&sort=price-asc",
    "fits=no-such-phone",
    "q=s24 ultra",
  ])
    expect(await loadShopPage(new URLSearchParams(search)), search).toEqual(await expected(search));
});

it("the index answers as the whole products do: for every search, category, phone, price range and sort, and for the header's suggestions", () => {
  const index = readIndex({ rows: PRODUCTS.map(indexRow) });
  const ids = (list: readonly { id: number }[]) => list.map((p) => p.id);
  for (const q of [
    "",
    "case",
    "CASE",
    "iphone 15",
    "phone",
    "matatu",
    "protection",
    "Cables",
    "usb-c",
    "(2",
    "braided cable",
    "cable braided",
    "magsafe wallets",
    "ÉCRAN",
    "xyz",
    "a",
    "samsung samsung",
    // Phones named: their words count as found where the product fits them.
    "a54 case",
    "a54",
    "s24 ultra",
    "S24",
    "camon 20",
    "tecno camon 20 pro",
    "iphone 15 pro glass",
    "(iPhone 15 Pro)",
    "samsung galaxy a54 charger",
    "reno 11 reno 10",
    "iphone 14 lightning",
    "a17 cable",
  ]) {
    expect(ids(suggestProducts(index, q, 6)), q).toEqual(ids(suggestProducts(whole, q, 6)));
    for (const extra of [
      "",
      "&category=samsung",
      "&min=1500&max=4000",
      "&sort=price-desc",
      "&sort=rating",
      "&fits=galaxy-a54",
      "&fits=iphone-14&sort=rating",
      "&fits=unknown",
    ]) {
      const query = parseShopQuery(new URLSearchParams(`q=${encodeURIComponent(q)}${extra}`));
      expect(ids(queryProducts(index, query)), `${q}${extra}`).toEqual(ids(queryProducts(whole, query)));
    }
  }
});
