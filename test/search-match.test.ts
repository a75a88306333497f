import { describe, expect, it } from "vitest";
import { PRODUCTS } from "~/data/catalogue.server";
import type { Product } from "~/lib/entities";
import { nameRank, rankByName } from "~/lib/search-match";
import {
  categoryHref,
  DEFAULT_QUERY,
  highlightMatches,
  normalizeSearch,
  parseShopQuery,
  productListing,
  parseMore,
  queryProducts,
  SEARCH_MAX_LENGTH,
  searchHref,
  shopSearch,
  suggestProducts,
} from "~/lib/shop-query";

const LISTING = productListing(PRODUCTS);

const names = (ps: ReadonlyArray<{ name: string }>) => ps.map((p) => p.name);
const marked = (text: string, q: string) =>
  highlightMatches(text, q)
    .filter((s) => s.match)
    .map((s) => s.text);

describe("one search for the shop and the header suggestions", () => {
  it("suggestions are the first of what /shop?q= lists, at most the limit", () => {
    for (const q of ["case", "charger", "samsung", "cables", "usb c", "iphone 15"]) {
      const shop = queryProducts(LISTING, parseShopQuery(new URLSearchParams({ q })));
      expect(names(suggestProducts(LISTING, q, 6))).toEqual(names(shop.slice(0, 6)));
    }
    expect(suggestProducts(LISTING, "case", 6)).toHaveLength(6);
  });

  it("ignores case, accents and surrounding or repeated spaces", () => {
    const base = names(suggestProducts(LISTING, "braided cable", 6));
    expect(base.length).toBeGreaterThan(0);
    for (const q of ["BRAIDED CABLE", "  braided   cable ", "Bráided cáble", "braïded\tcable"])
      expect(names(suggestProducts(LISTING, q, 6))).toEqual(base);
  });

  it("matches the category label as the shop does (and the description: 'drop protection')", () => {
    expect(names(suggestProducts(LISTING, "protection", 6))).toEqual([
      "Galaxy S24 Ultra Rugged Armor Case",
      ...names(PRODUCTS.filter((p) => p.category === "protection")),
    ]);
  });

  it("bad input never throws: HTML, % sequences, emoji, 500 characters, nothing at all", () => {
    const long = "a".repeat(500);
    for (const q of ["<script>alert(1)</script>", "%E2%9C%93", "%", "%%25", "📱🔌", "\u0000", long, "", "   "]) {
      expect(() => suggestProducts(LISTING, q, 6)).not.toThrow();
      expect(() => highlightMatches("iPhone 📱 Case", q)).not.toThrow();
      expect(() => searchHref(q)).not.toThrow();
    }
    expect(suggestProducts(LISTING, "", 6)).toEqual([]);
    expect(normalizeSearch(long)).toHaveLength(SEARCH_MAX_LENGTH);
    expect(searchHref("<b> & %")).toBe("/shop?q=%3Cb%3E+%26+%25");
    expect(parseShopQuery(new URL(`http://x${searchHref("<b> & %")}`).searchParams).q).toBe("<b> & %");
  });

  it("the suggestions' link to all results is the shop's own URL for the search", () => {
    expect(searchHref("  Case  ")).toBe("/shop?q=Case");
    expect(searchHref("usb   c")).toBe(`/shop${shopSearch({ ...DEFAULT_QUERY, q: "usb c" })}`);
  });
});

describe("emphasis of the typed part", () => {
  it("marks each typed word where it appears, ignoring case and accents", () => {
    expect(highlightMatches("iPhone 14 Silicone Case", "case")).toEqual([
      { text: "iPhone 14 Silicone ", match: false },
      { text: "Case", match: true },
    ]);
    expect(marked("Galaxy S24 Ultra Rugged Armor Case", "rug CASE")).toEqual(["Rug", "Case"]);
    expect(marked("Café Case", "cafe")).toEqual(["Café"]);
    expect(marked("iPhone 14", "")).toEqual([]);
  });

  it("keeps the text whole, emoji included", () => {
    for (const [text, q] of [
      ["Phone 📱 stand", "📱"],
      ["Charger 🔌 ⚡", "ger"],
      ["ﬁne print", "fi"],
    ] as const) {
      expect(
        highlightMatches(text, q)
          .map((s) => s.text)
          .join(""),
      ).toBe(text);
    }
    expect(marked("Phone 📱 stand", "📱")).toEqual(["📱"]);
  });
});

describe("shop links", () => {
  it("a category with a filter button links to it; the others to a search for their label", () => {
    expect(categoryHref("iphone")).toBe("/shop?category=iphone");
    expect(categoryHref("cables")).toBe("/shop?q=Cables");
  });

  it("Load More is kept in the URL as more=N (presses), and left out when not used", () => {
    expect(shopSearch({ ...DEFAULT_QUERY, category: "oppo" }, 1)).toBe("?category=oppo&more=1");
    expect(shopSearch({ ...DEFAULT_QUERY, category: "oppo" }, 3)).toBe("?category=oppo&more=3");
    expect(shopSearch(DEFAULT_QUERY)).toBe("");
    // all=: links made before the catalogue was paged.
    const searches = ["more=2", "more=-1", "more=x", "more=99999", "all=1", "all=yes"];
    expect(searches.map((search) => parseMore(new URLSearchParams(search)))).toEqual([2, 0, 0, 0, 1, 0]);
  });
});

describe("names first (one ranking for the suggestions and the shop)", () => {
  const withCaseInName = PRODUCTS.filter((p) => /\bcase\b/i.test(p.name)).map((p) => p.name);

  it("'case': the five products with Case in their name, in catalogue order, before any other", () => {
    expect(withCaseInName).toHaveLength(5);
    const suggested = names(suggestProducts(LISTING, "case", 6));
    expect(suggested.slice(0, 5)).toEqual(withCaseInName);
    // The sixth is matched by its description only ("... with the case").
    expect(suggested[5]).toBe("Samsung Galaxy Buds FE");
    const shop = names(queryProducts(LISTING, parseShopQuery(new URLSearchParams("q=case"))));
    expect(shop.slice(0, 5)).toEqual(withCaseInName);
    expect(shop.slice(5).some((n) => /case/i.test(n))).toBe(false);
  });

  it("ranks by how many of the query's words the name lacks; within a rank, the order given", () => {
    const base = PRODUCTS[0]!;
    const make = (id: number, name: string, description: string): Product => ({ ...base, id, name, description });
    const products = [
      make(1, "Plain stand", "A phone stand with a cable clip"),
      make(2, "Cable tidy", "Keeps the desk neat"),
      make(3, "Braided cable", "Nylon braided, 2 m"),
      make(4, "Desk lamp", "A braided cable lamp"),
    ];
    expect(products.map((p) => nameRank(p, "braided CABLE"))).toEqual([2, 1, 0, 2]);
    expect(rankByName(products, "braided cable").map((p) => p.id)).toEqual([3, 2, 1, 4]);
    expect(rankByName(products, "cable").map((p) => p.id)).toEqual([2, 3, 1, 4]);
    // No query: every product has rank 0, the order is kept; the input is not changed.
    expect(rankByName(products, "  ").map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(products.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    // Accents and case are ignored in the name as in the match.
    expect(nameRank(make(5, "Câble Tressé", ""), "cable tresse")).toBe(0);
  });

  it("a chosen sort orders the whole list, names first among equal prices", () => {
    const shop = queryProducts(LISTING, parseShopQuery(new URLSearchParams("q=case&sort=price-asc")));
    const prices = shop.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(names(shop).sort()).toEqual(
      names(queryProducts(LISTING, parseShopQuery(new URLSearchParams("q=case")))).sort(),
    );
  });
});
