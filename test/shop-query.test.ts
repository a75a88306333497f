import { describe, expect, it } from "vitest";
import { SHOP_FILTERS } from "~/data/products";
import { PRODUCTS } from "~/data/catalogue.server";
import { SHOP_PAGE_SIZE } from "~/data/constants";
import type { Product } from "~/lib/entities";
import { usdToKshCents } from "~/lib/money";
import {
  categoryHref,
  DEFAULT_QUERY,
  fitsPhone,
  highlightMatches,
  isFiltered,
  nameRank,
  parseMore,
  parseShopQuery,
  productListing,
  queryProducts,
  searchHref,
  searchText,
  shopSearch,
  suggestProducts,
  type ShopQuery,
} from "~/lib/shop-query";
import { fitFor, phoneByKey } from "~/lib/fit";
import { readPhoneQuery } from "~/lib/phone-search";
import { clientLoader } from "~/routes/shop";
import { getRequest, routeArgs } from "./route-helpers";

const LISTING = productListing(PRODUCTS);

const q = (search: string) => parseShopQuery(new URLSearchParams(search));
const ids = (products: readonly Product[]) => products.map((p) => p.id);
const names = (ps: ReadonlyArray<{ name: string }>) => ps.map((p) => p.name);
const run = (search: string) => queryProducts(LISTING, q(search));
const fitting = (key: string) => PRODUCTS.filter((p) => fitFor(p.fits, phoneByKey(key)!) !== "no");
const suggest = (text: string) => names(suggestProducts(LISTING, text, 6));
/** The text with each marked part in [ ]. */
const marked = (text: string, words: string) =>
  highlightMatches(text, words)
    .map((s) => (s.match ? `[${s.text}]` : s.text))
    .join("");

describe("the shop's URL", () => {
  it.each<[string, Partial<ShopQuery>]>([
    ["", DEFAULT_QUERY],
    ...SHOP_FILTERS.map((f): [string, Partial<ShopQuery>] => [`category=${f.id}`, { category: f.id }]),
    ["category=Samsung", { category: "samsung" }],
    ...["nokia", "", "all ", "cables", "<script>", "iphone,samsung"].map((bad): [string, Partial<ShopQuery>] => [
      `category=${encodeURIComponent(bad)}`,
      { category: "all" },
    ]),
    ["q=%20%20magsafe%20%20case%20", { q: "magsafe case" }],
    [`q=${"a".repeat(500)}`, { q: "a".repeat(100) }],
    ["min=1000&max=3000", { min: 1000, max: 3000 }],
    ["min=3000&max=1000", { min: 1000, max: 3000 }],
    ["min=abc&max=-5", { min: null, max: null }],
    ["min=1,500&max=12.5", { min: 12.5, max: 1500 }],
    ["min=1e3&max=", { min: null, max: null }],
    ["sort=price-asc&view=list", { sort: "price-asc", view: "list" }],
    ["sort=cheapest&view=table", { sort: "featured", view: "grid" }],
    ["fits=Galaxy-A54", { fits: "galaxy-a54" }],
    // An unknown phone is kept, so the page can say it does not know it.
    ["fits=nokia-3310", { fits: "nokia-3310" }],
    [`fits=${"x".repeat(200)}`, { fits: "x".repeat(40) }],
  ])("%j reads as the defaults but for %j (malformed values fall back)", (search, expected) => {
    expect(q(search)).toMatchObject(expected);
  });

  it("is written canonical, defaults left out, and read back as it was", () => {
    const every = "?category=tecno&q=cable&fits=galaxy-a54&min=100&max=9000&sort=price-desc&view=list";
    expect(shopSearch(q(every.slice(1)))).toBe(every);
    expect(
      shopSearch({ ...DEFAULT_QUERY, category: "oppo", q: "fast charger", sort: "rating", view: "list", min: 500 }),
    ).toBe("?category=oppo&q=fast+charger&min=500&sort=rating&view=list");
    expect(shopSearch(DEFAULT_QUERY)).toBe("");
    // Load More's presses (more=N); all=1 is a link made before the catalogue was paged.
    expect(shopSearch({ ...DEFAULT_QUERY, category: "oppo" }, 3)).toBe("?category=oppo&more=3");
    const searches = ["more=2", "more=-1", "more=x", "more=99999", "all=1", "all=yes"];
    expect(searches.map((search) => parseMore(new URLSearchParams(search)))).toEqual([2, 0, 0, 0, 1, 0]);
    expect(fitsPhone(q("fits=galaxy-a54"))?.name).toBe("Galaxy A54");
    expect(fitsPhone(q("fits=nokia-3310"))).toBeUndefined();
  });

  it("links: a category with a filter button to it, the others to a search; the search box to the shop's own URL", () => {
    expect(categoryHref("iphone")).toBe("/shop?category=iphone");
    expect(categoryHref("cables")).toBe("/shop?q=Cables");
    expect(searchHref("  usb   c ")).toBe("/shop?q=usb+c");
    expect(searchHref("<b> & %")).toBe("/shop?q=%3Cb%3E+%26+%25");
    expect(parseShopQuery(new URL(`http://x${searchHref("<b> & %")}`).searchParams).q).toBe("<b> & %");
  });

  it("isFiltered: category, search, phone and price narrow the list; sort and view do not", () => {
    const narrowing = [{ category: "iphone" }, { q: "x" }, { max: 10 }, { fits: "galaxy-a54" }] as const;
    expect(narrowing.map((part) => isFiltered({ ...DEFAULT_QUERY, ...part }))).toEqual([true, true, true, true]);
    expect(isFiltered({ ...DEFAULT_QUERY, sort: "rating", view: "list" })).toBe(false);
  });
});

describe("queryProducts", () => {
  it("lists every product in catalogue order by default, and each category's", () => {
    expect(ids(run(""))).toEqual(PRODUCTS.map((p) => p.id));
    expect(PRODUCTS.length).toBeGreaterThan(SHOP_PAGE_SIZE);
    for (const f of SHOP_FILTERS.filter((f) => f.id !== "all"))
      expect(ids(run(`category=${f.id}`)), f.id).toEqual(ids(PRODUCTS.filter((p) => p.category === f.id)));
  });

  it("searches names, descriptions and category labels, with a category too", () => {
    const desc = run("q=matatu");
    expect(ids(desc)).toEqual(PRODUCTS.filter((p) => p.description.toLowerCase().includes("matatu")).map((p) => p.id));
    expect(desc.some((p) => !p.name.toLowerCase().includes("matatu"))).toBe(true);
    expect(run("q=cables").every((p) => p.category === "cables" || /cables/i.test(p.name + p.description))).toBe(true);
    expect(run("q=zzzz-no-such-thing")).toEqual([]);
    const listed = run("category=iphone&q=case");
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((p) => p.category === "iphone" && searchText(p).includes("case"))).toBe(true);
    expect(run("category=oppo&q=galaxy")).toEqual([]);
  });

  it("filters by price range in KSh, inclusive, to the cent", () => {
    const listed = run("min=2000&max=4000");
    const expected = PRODUCTS.filter((p) => usdToKshCents(p.price) >= 200_000 && usdToKshCents(p.price) <= 400_000);
    expect(ids(listed)).toEqual(ids(expected));
    expect(listed.length).toBeGreaterThan(0);
    const p = PRODUCTS[0]!;
    const exact = usdToKshCents(p.price) / 100;
    expect(ids(run(`min=${exact}&max=${exact}`))).toContain(p.id);
    expect(ids(run(`min=${exact + 0.01}&max=${exact + 0.01}`))).not.toContain(p.id);
  });

  it("sorts the whole list by price low-high, high-low and rating (reviews break ties), stably", () => {
    const prices = (search: string) => run(search).map((p) => p.price);
    const ascending = (search: string) => prices(search).sort((a, b) => a - b);
    // With ?fits= and a price too.
    for (const search of ["sort=price-asc", "sort=price-asc&q=case", "fits=galaxy-a54&max=2000&sort=price-asc"])
      expect(prices(search), search).toEqual(ascending(search));
    expect(names(run("q=case&sort=price-asc")).sort()).toEqual(names(run("q=case")).sort());
    expect(prices("sort=price-desc")).toEqual(ascending("sort=price-desc").reverse());
    const rated = run("sort=rating");
    for (let i = 1; i < rated.length; i++) {
      const [a, b] = [rated[i - 1]!, rated[i]!];
      expect(a.rating > b.rating || (a.rating === b.rating && a.reviews >= b.reviews)).toBe(true);
    }
    expect(rated).toHaveLength(PRODUCTS.length);
    // The catalogue itself is never reordered.
    expect(ids(PRODUCTS)).toEqual([...ids(PRODUCTS)].sort((a, b) => a - b));
  });

  it("lists only what fits ?fits=, combined with category, search, price and sort; an unknown phone filters nothing", () => {
    // Pinned to a hand-made list (test/e2e/fits.spec.ts relies on it).
    expect(names(run("fits=galaxy-a54"))).toEqual([
      "Apple 20W USB-C Power Adapter",
      "Samsung 25W Super Fast Charger",
      "Samsung Galaxy Buds FE",
      "Oppo 67W SUPERVOOC Charger",
      "Tecno 18W Fast Charger with USB-C Cable",
      "3-in-1 Braided Charging Cable",
      "USB-C to USB-C 100W Cable (1 m)",
    ]);
    expect(ids(run("fits=iphone-14"))).toEqual(ids(fitting("iphone-14")));
    expect(names(run("fits=iphone-14&q=cable"))).toEqual([
      "Braided USB-C to Lightning Cable (2 m)",
      "3-in-1 Braided Charging Cable",
    ]);
    expect(names(run("fits=iphone-15-pro&q=case"))).toEqual([
      "iPhone 15 Pro MagSafe Clear Case",
      "Samsung Galaxy Buds FE",
    ]);
    const cheap = run("fits=galaxy-a54&max=2000&sort=price-asc");
    expect(cheap.every((p) => usdToKshCents(p.price) <= 200_000 && fitting("galaxy-a54").includes(p))).toBe(true);
    expect(ids(run("fits=nokia-3310"))).toEqual(ids(PRODUCTS));
  });
});

describe("a search", () => {
  it("ranks by how many of the query's words the name lacks, accents and case ignored", () => {
    const base = PRODUCTS[0]!;
    const make = (id: number, name: string, description: string): Product => ({ ...base, id, name, description });
    const products = [
      make(1, "Plain stand", "A phone stand with a cable clip"),
      make(2, "Cable tidy", "Keeps the desk neat"),
      make(3, "Braided cable", "Nylon braided, 2 m"),
      make(4, "Desk lamp", "A braided cable lamp"),
    ];
    const listed = (text: string) => ids(queryProducts(productListing(products), { ...DEFAULT_QUERY, q: text }));
    expect(products.map((p) => nameRank(p, "braided CABLE"))).toEqual([2, 1, 0, 2]);
    expect(listed("braided cable")).toEqual([3, 4]);
    expect(listed("cable")).toEqual([2, 3, 1, 4]);
    expect(nameRank(make(5, "Câble Tressé", ""), "cable tresse")).toBe(0);
  });

  it("reads the phones named, by whole name, short form or after the brand, the longest name first", () => {
    const named = (text: string) => readPhoneQuery(text).phones.map((n) => n.phone.key);
    expect(named("a54 case")).toEqual(["galaxy-a54"]);
    expect(named("Samsung Galaxy A54")).toEqual(["galaxy-a54"]);
    expect(named("samsung a54")).toEqual(["galaxy-a54"]);
    expect(named("s24 ultra")).toEqual(["galaxy-s24-ultra"]);
    expect(named("s24")).toEqual(["galaxy-s24"]);
    expect(named("camon 20")).toEqual(["tecno-camon-20"]);
    expect(named("tecno camon 20 pro")).toEqual(["tecno-camon-20-pro"]);
    expect(named("iphone 15 pro glass")).toEqual(["iphone-15-pro"]);
    expect(named("Apple iPhone 14")).toEqual(["iphone-14"]);
    expect(named("reno 11 charger")).toEqual(["oppo-reno-11"]);
    expect(named("(iPhone 15 Pro)")).toEqual(["iphone-15-pro"]);
    expect(readPhoneQuery("iphone 15 pro glass").rest).toEqual(["glass"]);
    // Not a phone: a brand alone, a model number alone, part of a word.
    for (const text of ["samsung", "iphone", "15 pro", "a5", "camon", "galaxy buds"])
      expect(named(text), text).toEqual([]);
    // A product's name names only phones it fits.
    for (const p of PRODUCTS)
      for (const { phone } of readPhoneQuery(p.name).phones)
        expect(fitFor(p.fits, phone), `${p.name} × ${phone.name}`).not.toBe("no");
  });

  it("naming a phone counts its words as found in what fits it, and lists what fits first, then names first", () => {
    const listed = (text: string) => names(run(`q=${text}`));
    // Two protectors fit the 15 Pro; the glass one's name holds more of the words.
    expect(listed("iphone 15 pro glass")).toEqual([
      "Tempered Glass Screen Protector (iPhone 15 Series)",
      "Camera Lens Protector Set (iPhone 15 Pro)",
    ]);
    const ultra = run("q=s24 ultra");
    expect(ultra[0]?.name).toBe("Galaxy S24 Ultra Rugged Armor Case");
    expect(ids(ultra).sort()).toEqual(ids(fitting("galaxy-s24-ultra")).sort());
    // The Camon 20 Pro's case matches the words but does not fit the Camon 20: after everything that does.
    const camon = run("q=camon 20");
    expect(camon.at(-1)?.name).toBe("Tecno Camon 20 Pro Flip Wallet Case");
    expect(fitting("tecno-camon-20")).toEqual(expect.arrayContaining(camon.slice(0, -1)));
    // No A54 case in the catalogue: no case for another phone, only the earbuds (their text has "case").
    expect(listed("a54 case")).toEqual(["Samsung Galaxy Buds FE"]);
    expect(listed("a54 charger")).toEqual([
      "Samsung 25W Super Fast Charger",
      "Oppo 67W SUPERVOOC Charger",
      "Tecno 18W Fast Charger with USB-C Cable",
    ]);
  });
});

describe("the header's suggestions", () => {
  it("are the first of what /shop?q= lists, at most the limit", () => {
    for (const text of ["case", "charger", "samsung", "cables", "usb c", "iphone 15"])
      expect(suggest(text), text).toEqual(names(run(`q=${encodeURIComponent(text)}`).slice(0, 6)));
    expect(suggest("case")).toHaveLength(6);
  });

  it("ignore case, accents and surrounding or repeated spaces", () => {
    const base = suggest("braided cable");
    expect(base.length).toBeGreaterThan(0);
    for (const text of ["BRAIDED CABLE", "  braided   cable ", "Bráided cáble", "braïded\tcable"])
      expect(suggest(text), text).toEqual(base);
  });

  it("never throw on bad input: HTML, % sequences, emoji, 500 characters, nothing at all", () => {
    for (const text of [
      "<script>alert(1)</script>",
      "%E2%9C%93",
      "%",
      "%%25",
      "📱🔌",
      "\u0000",
      "a".repeat(500),
      "",
      "   ",
    ]) {
      expect(() => suggestProducts(LISTING, text, 6)).not.toThrow();
      expect(() => highlightMatches("iPhone 📱 Case", text)).not.toThrow();
      expect(() => searchHref(text)).not.toThrow();
    }
    expect(suggest("")).toEqual([]);
  });

  it("mark each typed word where it appears, ignoring case and accents, the text kept whole", () => {
    expect(highlightMatches("iPhone 14 Silicone Case", "case")).toEqual([
      { text: "iPhone 14 Silicone ", match: false },
      { text: "Case", match: true },
    ]);
    expect(marked("Galaxy S24 Ultra Rugged Armor Case", "rug CASE")).toBe("Galaxy S24 Ultra [Rug]ged Armor [Case]");
    expect(marked("Café Case", "cafe")).toBe("[Café] Case");
    expect(marked("iPhone 14", "")).toBe("iPhone 14");
    expect(marked("Phone 📱 stand", "📱")).toBe("Phone [📱] stand");
    expect(marked("Charger 🔌 ⚡", "ger")).toBe("Char[ger] 🔌 ⚡");
    expect(marked("ﬁne print", "fi")).toBe("[ﬁ]ne print");
  });
});

// Every other query's page, from the first-page files or the index: test/catalogue.test.ts.
it("shop clientLoader: lists the first page for /shop, and the rest after Load More; an unknown category shows All Products", async () => {
  const load = (search: string) => clientLoader(routeArgs(getRequest(`/shop${search}`)));
  const data = await load("?category=nokia");
  expect(data.query).toEqual(DEFAULT_QUERY);
  expect(ids(data.products)).toEqual(ids(PRODUCTS.slice(0, SHOP_PAGE_SIZE)));
  expect(data.total).toBe(PRODUCTS.length);
  expect(ids((await load("?more=1")).products)).toEqual(ids(PRODUCTS));
});
