import { describe, expect, it } from "vitest";
import { SHOP_FILTERS } from "~/data/products";
import { PRODUCTS } from "~/data/catalogue.server";
import { SHOP_PAGE_SIZE } from "~/data/constants";
import type { Product } from "~/lib/entities";
import { usdToKshCents } from "~/lib/money";
import {
  DEFAULT_QUERY,
  fitsPhone,
  isFiltered,
  parsePrice,
  parseShopQuery,
  productListing,
  queryProducts,
  shopSearch,
  type ShopQuery,
} from "~/lib/shop-query";
import { matchesSearch, rankByName } from "~/lib/search-match";
import { fitFor, phoneByKey } from "~/lib/fit";
import { phonesNamedIn, readPhoneQuery } from "~/lib/phone-search";
import { clientLoader } from "~/routes/shop";
import { getRequest, routeArgs } from "./route-helpers";

const LISTING = productListing(PRODUCTS);

const q = (search: string) => parseShopQuery(new URLSearchParams(search));
const ids = (products: readonly Product[]) => products.map((p) => p.id);
const run = (search: string) => queryProducts(LISTING, q(search));

describe("parseShopQuery", () => {
  it("presets the category from ?category= (any case); unknown values fall back to All Products", () => {
    expect(q("")).toEqual(DEFAULT_QUERY);
    for (const f of SHOP_FILTERS) expect(q(`category=${f.id}`).category).toBe(f.id);
    expect(q("category=Samsung").category).toBe("samsung");
    for (const bad of ["nokia", "", "all ", "cables", "<script>", "iphone,samsung"]) {
      expect(q(`category=${encodeURIComponent(bad)}`).category, bad).toBe("all");
    }
  });

  it("reads search text trimmed, spaces collapsed, length capped", () => {
    expect(q("q=%20%20magsafe%20%20case%20").q).toBe("magsafe case");
    expect(q(`q=${"a".repeat(500)}`).q).toHaveLength(100);
  });

  it("reads a price range in KSh; malformed values are ignored and a reversed range is swapped", () => {
    expect(q("min=1000&max=3000")).toMatchObject({ min: 1000, max: 3000 });
    expect(q("min=3000&max=1000")).toMatchObject({ min: 1000, max: 3000 });
    expect(q("min=abc&max=-5")).toMatchObject({ min: null, max: null });
    expect(parsePrice("1,500")).toBe(1500);
    expect(parsePrice("12.5")).toBe(12.5);
    expect(parsePrice("1e3")).toBeNull();
    expect(parsePrice("")).toBeNull();
  });

  it("reads sort and view; unknown values fall back", () => {
    expect(q("sort=price-asc&view=list")).toMatchObject({ sort: "price-asc", view: "list" });
    expect(q("sort=cheapest&view=table")).toMatchObject({ sort: "featured", view: "grid" });
  });
});

describe("shopSearch", () => {
  it("writes a canonical URL: defaults left out", () => {
    expect(shopSearch(DEFAULT_QUERY)).toBe("");
    expect(
      shopSearch({
        ...DEFAULT_QUERY,
        category: "oppo",
        q: "fast charger",
        sort: "rating",
        view: "list",
        min: 500,
        max: null,
      }),
    ).toBe("?category=oppo&q=fast+charger&min=500&sort=rating&view=list");
  });

  it("round-trips through parseShopQuery", () => {
    const query: ShopQuery = {
      category: "tecno",
      q: "cable",
      fits: "galaxy-a54",
      min: 100,
      max: 9000,
      sort: "price-desc",
      view: "list",
    };
    expect(q(shopSearch(query).slice(1))).toEqual(query);
  });

  it("isFiltered: category, search and price narrow the list; sort and view do not", () => {
    expect(isFiltered(DEFAULT_QUERY)).toBe(false);
    expect(isFiltered({ ...DEFAULT_QUERY, sort: "rating", view: "list" })).toBe(false);
    expect(isFiltered({ ...DEFAULT_QUERY, category: "iphone" })).toBe(true);
    expect(isFiltered({ ...DEFAULT_QUERY, q: "x" })).toBe(true);
    expect(isFiltered({ ...DEFAULT_QUERY, max: 10 })).toBe(true);
    expect(isFiltered({ ...DEFAULT_QUERY, fits: "galaxy-a54" })).toBe(true);
  });
});

describe("queryProducts", () => {
  it("lists every product in catalogue order by default", () => {
    expect(ids(run(""))).toEqual(PRODUCTS.map((p) => p.id));
    expect(PRODUCTS.length).toBeGreaterThan(SHOP_PAGE_SIZE);
  });

  it("filters by category", () => {
    for (const f of SHOP_FILTERS.filter((f) => f.id !== "all")) {
      const listed = run(`category=${f.id}`);
      expect(listed.length, f.id).toBeGreaterThan(0);
      expect(listed.every((p) => p.category === f.id)).toBe(true);
      expect(listed).toHaveLength(PRODUCTS.filter((p) => p.category === f.id).length);
    }
  });

  it("searches descriptions and category labels too (which words match: search-match.test, and the phone-free searches below)", () => {
    const desc = run("q=matatu");
    expect(ids(desc)).toEqual(PRODUCTS.filter((p) => p.description.toLowerCase().includes("matatu")).map((p) => p.id));
    expect(desc.some((p) => !p.name.toLowerCase().includes("matatu"))).toBe(true);
    expect(run("q=cables").every((p) => p.category === "cables" || /cables/i.test(p.name + p.description))).toBe(true);
    expect(run("q=zzzz-no-such-thing")).toEqual([]);
  });

  it("combines search with category", () => {
    const listed = run("category=iphone&q=case");
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((p) => p.category === "iphone" && matchesSearch(p, "case"))).toBe(true);
    expect(run("category=oppo&q=galaxy")).toEqual([]);
  });

  it("filters by price range in KSh, inclusive, to the cent", () => {
    const min = 2000;
    const max = 4000;
    const listed = run(`min=${min}&max=${max}`);
    const expected = PRODUCTS.filter((p) => usdToKshCents(p.price) >= min * 100 && usdToKshCents(p.price) <= max * 100);
    expect(ids(listed)).toEqual(ids(expected));
    expect(listed.length).toBeGreaterThan(0);
    // Inclusive bounds: a product's exact KSh price is kept at both ends.
    const p = PRODUCTS[0]!;
    const exact = usdToKshCents(p.price) / 100;
    expect(ids(run(`min=${exact}&max=${exact}`))).toContain(p.id);
    expect(ids(run(`min=${exact + 0.01}&max=${exact + 0.01}`))).not.toContain(p.id);
  });

  it("sorts by price low-high, high-low and rating (reviews break ties), stably", () => {
    const asc = run("sort=price-asc").map((p) => p.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = run("sort=price-desc").map((p) => p.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const rated = run("sort=rating");
    for (let i = 1; i < rated.length; i++) {
      const [a, b] = [rated[i - 1]!, rated[i]!];
      expect(a.rating > b.rating || (a.rating === b.rating && a.reviews >= b.reviews)).toBe(true);
    }
    expect(rated).toHaveLength(PRODUCTS.length);
    // The catalogue itself is never reordered.
    expect(ids(PRODUCTS)).toEqual([...ids(PRODUCTS)].sort((a, b) => a - b));
  });
});

describe("fits: what fits a phone", () => {
  const names = (list: readonly Product[]) => list.map((p) => p.name);
  const fitting = (key: string) => PRODUCTS.filter((p) => fitFor(p.fits, phoneByKey(key)!) !== "no");

  it("reads ?fits= as a phone's key, any case, kept when unknown (the page says so) and capped", () => {
    expect(q("fits=Galaxy-A54").fits).toBe("galaxy-a54");
    expect(fitsPhone(q("fits=galaxy-a54"))?.name).toBe("Galaxy A54");
    expect(q("fits=nokia-3310").fits).toBe("nokia-3310");
    expect(fitsPhone(q("fits=nokia-3310"))).toBeUndefined();
    expect(q(`fits=${"x".repeat(200)}`).fits).toHaveLength(40);
    expect(shopSearch(q("category=samsung&fits=galaxy-a54"))).toBe("?category=samsung&fits=galaxy-a54");
  });

  it("lists only what fits the phone, combined with category, search, price and sort", () => {
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
    expect(cheap.map((p) => p.price)).toEqual([...cheap.map((p) => p.price)].sort((a, b) => a - b));
    expect(cheap.every((p) => usdToKshCents(p.price) <= 200_000 && fitting("galaxy-a54").includes(p))).toBe(true);
  });

  it("an unknown phone filters nothing out (the page says it does not know it)", () => {
    expect(ids(run("fits=nokia-3310"))).toEqual(ids(PRODUCTS));
  });
});

describe("a search naming a phone", () => {
  const names = (search: string) => run(search).map((p) => p.name);
  const fits = (key: string, p: Product) => fitFor(p.fits, phoneByKey(key)!) !== "no";

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
  });

  it("a product's name names the phones it fits", () => {
    for (const p of PRODUCTS)
      for (const phone of phonesNamedIn(p.name))
        expect(fitFor(p.fits, phone), `${p.name} × ${phone.name}`).not.toBe("no");
  });

  it("counts the phone's words as found in what fits it, and lists what fits first, then names first", () => {
    // Two protectors fit the 15 Pro; the glass one's name holds more of the words.
    expect(names("q=iphone 15 pro glass")).toEqual([
      "Tempered Glass Screen Protector (iPhone 15 Series)",
      "Camera Lens Protector Set (iPhone 15 Pro)",
    ]);
    const ultra = run("q=s24 ultra");
    expect(ultra[0]?.name).toBe("Galaxy S24 Ultra Rugged Armor Case");
    expect(ultra.every((p) => fits("galaxy-s24-ultra", p))).toBe(true);
    expect(ultra).toHaveLength(PRODUCTS.filter((p) => fits("galaxy-s24-ultra", p)).length);
    // The Camon 20 Pro's case matches the words but does not fit the Camon 20: after everything that does.
    const camon = names("q=camon 20");
    expect(camon.at(-1)).toBe("Tecno Camon 20 Pro Flip Wallet Case");
    expect(
      camon.slice(0, -1).every((name) =>
        fits(
          "tecno-camon-20",
          PRODUCTS.find((p) => p.name === name)!,
        ),
      ),
    ).toBe(true);
    // No A54 case in the catalogue: no case for another phone, only the earbuds (their text has "case").
    expect(names("q=a54 case")).toEqual(["Samsung Galaxy Buds FE"]);
    expect(names("q=a54 charger")).toEqual([
      "Samsung 25W Super Fast Charger",
      "Oppo 67W SUPERVOOC Charger",
      "Tecno 18W Fast Charger with USB-C Cable",
    ]);
  });

  const phoneFree = ["braided cable", "samsung", "samsung charger", "case", "iphone", "15 pro", "usb-c", "galaxy buds"];
  it.each(phoneFree)("leaves %j, which names no phone, as it was: every word in the text, names first", (text) => {
    const expected = rankByName(
      PRODUCTS.filter((p) => matchesSearch(p, text)),
      text,
    );
    expect(names(`q=${encodeURIComponent(text)}`)).toEqual(expected.map((p) => p.name));
  });
});

describe("shop clientLoader", () => {
  const load = (search: string) => clientLoader(routeArgs(getRequest(`/shop${search}`)));

  it("lists the first page for /shop, and the rest after Load More; an unknown category shows All Products", async () => {
    const data = await load("?category=nokia");
    expect(data.query).toEqual(DEFAULT_QUERY);
    expect(ids(data.products)).toEqual(ids(PRODUCTS.slice(0, SHOP_PAGE_SIZE)));
    expect(data.total).toBe(PRODUCTS.length);
    expect(ids((await load("?more=1")).products)).toEqual(ids(PRODUCTS));
  });

  it("applies category, search, price, sort and view from the Request URL; no match is an empty list", async () => {
    const data = await load("?category=samsung&q=case&sort=price-desc&min=1000&view=list");
    expect(data.query).toEqual({
      ...DEFAULT_QUERY,
      category: "samsung",
      q: "case",
      min: 1000,
      sort: "price-desc",
      view: "list",
    });
    expect(ids(data.products)).toEqual(ids(run("category=samsung&q=case&sort=price-desc&min=1000")));
    expect(data.products.length).toBeGreaterThan(0);
    expect((await load("?q=flux+capacitor")).products).toEqual([]);
  });
});
