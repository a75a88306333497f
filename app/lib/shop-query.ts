// The shop's URL state and filtering: unknown or malformed values fall back to the defaults, so any shared URL shows a page.
import { SHOP_PAGE_SIZE } from "~/data/constants";
import { FIELD_LIMITS } from "~/data/forms";
import { CATEGORY_LABELS, SHOP_FILTERS, type ShopFilterId } from "~/data/products";
import type { PhoneModel } from "~/data/phones";
import type { Category, Product } from "./entities";
import { fitFor, phoneByKey } from "./fit";
import { usdToKshCents } from "./money";
import { phoneSearchRank, readPhoneQuery } from "./phone-search";
import { foldText, searchWords } from "./search-match";

export const SORT_LABELS = {
  featured: "Featured",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  rating: "Rating: highest first",
} as const;
export type ShopSort = keyof typeof SORT_LABELS;
export const SHOP_SORTS = Object.keys(SORT_LABELS) as ShopSort[];

export type ShopView = "grid" | "list";

export interface ShopQuery {
  category: ShopFilterId;
  q: string;
  /** A phone's key, kept when unknown so the page can say so ("" = any). */
  fits: string;
  /** Whole KSh, inclusive; null = open. */
  min: number | null;
  max: number | null;
  sort: ShopSort;
  view: ShopView;
}

export const DEFAULT_QUERY: ShopQuery = {
  category: "all",
  q: "",
  fits: "",
  min: null,
  max: null,
  sort: "featured",
  view: "grid",
};

export function normalizeSearch(text: string): string {
  return text.trim().replace(/\s+/g, " ").slice(0, FIELD_LIMITS.search).trim();
}

// Longer than any phone's key, short enough to show back.
const FITS_MAX_LENGTH = 40;

export const fitsPhone = (query: Pick<ShopQuery, "fits">) => (query.fits ? phoneByKey(query.fits) : undefined);

function parsePrice(value: string | null): number | null {
  const text = value?.trim().replace(/,/g, "");
  if (!text || !/^\d+(\.\d+)?$/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

export function parseShopQuery(params: URLSearchParams): ShopQuery {
  let min = parsePrice(params.get("min"));
  let max = parsePrice(params.get("max"));
  // A reversed range is read the way it was meant.
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const sort = params.get("sort");
  const category = params.get("category")?.trim().toLowerCase();
  return {
    category: SHOP_FILTERS.find((f) => f.id === category)?.id ?? "all",
    q: normalizeSearch(params.get("q") ?? ""),
    fits: (params.get("fits") ?? "").trim().toLowerCase().slice(0, FITS_MAX_LENGTH),
    min,
    max,
    sort: SHOP_SORTS.find((s) => s === sort) ?? "featured",
    view: params.get("view") === "list" ? "list" : "grid",
  };
}

// Load More's presses live in the URL so Back returns the list as long as it was; outside ShopQuery, so a
// filter change starts short. `all=1` (links from before paging) reads as one press.
export function parseMore(params: URLSearchParams): number {
  const text = params.get("more");
  if (text && /^\d{1,4}$/.test(text)) return Math.min(Number(text), 1000);
  return params.get("all") === "1" ? 1 : 0;
}

export const SHOP_PARAMS = ["category", "q", "fits", "min", "max", "sort", "view", "more", "all"] as const;

/** Whether the page may list other than the plain /shop its HTML lists (`?sort=featured` counts, `utm_source` not). */
export const namesShopQuery = (params: URLSearchParams) => SHOP_PARAMS.some((name) => params.get(name));

/** Defaults are left out ("" for the plain shop). */
export function shopSearch(query: ShopQuery, more = 0): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(DEFAULT_QUERY) as (keyof ShopQuery)[])
    if (query[name] !== DEFAULT_QUERY[name]) params.set(name, String(query[name]));
  if (more > 0) params.set("more", String(more));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const isFiltered = (query: ShopQuery) =>
  (["category", "q", "fits", "min", "max"] as const).some((name) => query[name] !== DEFAULT_QUERY[name]);

/** A product, or its row in the catalogue's index. */
export type Listed = Pick<Product, "id" | "name" | "category" | "price" | "rating" | "reviews" | "fits">;

/** Products in catalogue order, and for a query each product's rank (phoneSearchRank) or null when it does not match. */
export interface Listing<P extends Listed> {
  readonly products: readonly P[];
  readonly search: (q: string) => (product: P) => number | null;
}

export const searchText = (product: Product) =>
  foldText([product.name, product.description, product.category, CATEGORY_LABELS[product.category]].join(" "));

/** The number of the query's words its name lacks. */
export function nameRank(product: Product, q: string): number {
  const name = foldText(product.name);
  return searchWords(q).filter((w) => !name.includes(w)).length;
}

export const productListing = (products: readonly Product[]): Listing<Product> => ({
  products,
  search: (q) => {
    const query = readPhoneQuery(q);
    const count = searchWords(q).length;
    return (p) => {
      const text = searchText(p);
      const fits = (phone: PhoneModel) => fitFor(p.fits, phone) !== "no";
      return phoneSearchRank(query, fits, (w) => text.includes(w), nameRank(p, q), count);
    };
  },
});

const SORTERS: Record<Exclude<ShopSort, "featured">, (a: Listed, b: Listed) => number> = {
  "price-asc": (a, b) => a.price - b.price,
  "price-desc": (a, b) => b.price - a.price,
  rating: (a, b) => b.rating - a.rating || b.reviews - a.reviews,
};

/** In display order: by rank, each rank in catalogue order; a chosen sort is stable over that. */
export function queryProducts<P extends Listed>(
  { products, search }: Listing<P>,
  query: ShopQuery,
  limit = Infinity,
): P[] {
  const rankOf = search(query.q);
  const phone = fitsPhone(query);
  // Buckets by rank: once the best rank holds `limit` products nothing later can come before them.
  const ranks: P[][] = [];
  for (const product of products) {
    if (query.category !== "all" && product.category !== query.category) continue;
    if (phone && fitFor(product.fits, phone) === "no") continue;
    const cents = usdToKshCents(product.price);
    if (query.min !== null && cents < Math.round(query.min * 100)) continue;
    if (query.max !== null && cents > Math.round(query.max * 100)) continue;
    const rank = rankOf(product);
    if (rank === null) continue;
    (ranks[rank] ??= []).push(product);
    if (rank === 0 && query.sort === "featured" && (ranks[0]?.length ?? 0) >= limit) break;
  }
  const ordered = ranks.flatMap((bucket) => bucket ?? []);
  return query.sort === "featured" ? ordered.slice(0, limit) : ordered.sort(SORTERS[query.sort]).slice(0, limit);
}

/** The first 12 x (more + 1) listed products, as `cards` gives them by id, and how many the query lists. */
export async function shopPage<P extends Listed>(
  listing: Listing<P>,
  params: URLSearchParams,
  cards: (ids: number[]) => Promise<Product[]> | Product[],
) {
  const query = parseShopQuery(params);
  const more = parseMore(params);
  const listed = queryProducts(listing, query);
  const products = await cards(listed.slice(0, SHOP_PAGE_SIZE * (more + 1)).map((p) => p.id));
  return { query, more, products, total: listed.length };
}

/** What `/shop?q=` lists, as many as `limit`: the header's suggestions. */
export function suggestProducts<P extends Listed>(listing: Listing<P>, text: string, limit: number): P[] {
  const q = normalizeSearch(text);
  return q ? queryProducts(listing, { ...DEFAULT_QUERY, q }, limit) : [];
}

export const searchHref = (text: string) => `/shop${shopSearch({ ...DEFAULT_QUERY, q: normalizeSearch(text) })}`;

/** The shop listing a category: its filter button where it has one, else a search for its label. */
export function categoryHref(category: Category): string {
  const filtered = SHOP_FILTERS.some((f) => f.id === category);
  return `/shop${shopSearch(filtered ? { ...DEFAULT_QUERY, category } : { ...DEFAULT_QUERY, q: CATEGORY_LABELS[category] })}`;
}

/** `text` cut into runs that match a word of `q` (folded as the search folds) and runs that do not; by code point. */
export function highlightMatches(text: string, q: string) {
  const words = searchWords(normalizeSearch(q));
  const chars = Array.from(text);
  // Folded text, and for each of its UTF-16 units the index of the character it came from.
  let folded = "";
  const origin: number[] = [];
  chars.forEach((ch, i) => {
    const f = foldText(ch);
    folded += f;
    for (let k = 0; k < f.length; k++) origin.push(i);
  });
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) {
      for (let k = at; k < at + word.length; k++) marked[origin[k] ?? 0] = true;
    }
  }
  const segments: { text: string; match: boolean }[] = [];
  chars.forEach((ch, i) => {
    const match = marked[i] ?? false;
    const last = segments[segments.length - 1];
    if (last && last.match === match) segments[segments.length - 1] = { text: last.text + ch, match };
    else segments.push({ text: ch, match });
  });
  return segments;
}
