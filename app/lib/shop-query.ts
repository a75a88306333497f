/**
 * The shop's URL state and the pure filtering behind its clientLoader
 * (PRODUCT.md): category (the fixed filter buttons), search `q` over name,
 * description and category, price range `min`/`max` in whole KSh, `sort`
 * and `view`. Unknown or malformed values fall back to the defaults, so any
 * URL someone shares or types still shows a sensible page.
 */
import { CATEGORY_LABELS, SHOP_FILTERS, type ShopFilterId } from "~/data/products";
import type { Product } from "./entities";
import { usdToKshCents } from "./money";

export const SHOP_SORTS = ["featured", "price-asc", "price-desc", "rating"] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

export const SORT_LABELS: Readonly<Record<ShopSort, string>> = {
  featured: "Featured",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  rating: "Rating: highest first",
};

export type ShopView = "grid" | "list";

export interface ShopQuery {
  category: ShopFilterId;
  /** Trimmed search text ("" = no search). */
  q: string;
  /** Price range in whole KSh, inclusive; null = open. */
  min: number | null;
  max: number | null;
  sort: ShopSort;
  view: ShopView;
}

export const DEFAULT_QUERY: ShopQuery = {
  category: "all",
  q: "",
  min: null,
  max: null,
  sort: "featured",
  view: "grid",
};

const MAX_SEARCH_LENGTH = 100;

function parseCategory(value: string | null): ShopFilterId {
  const v = value?.trim().toLowerCase();
  return SHOP_FILTERS.find((f) => f.id === v)?.id ?? "all";
}

/** A whole or decimal amount >= 0, or null for empty/malformed input. */
export function parsePrice(value: string | null | undefined): number | null {
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
  return {
    category: parseCategory(params.get("category")),
    q: (params.get("q") ?? "").trim().replace(/\s+/g, " ").slice(0, MAX_SEARCH_LENGTH),
    min,
    max,
    sort: SHOP_SORTS.find((s) => s === sort) ?? "featured",
    view: params.get("view") === "list" ? "list" : "grid",
  };
}

/** Canonical search string for a query: defaults are left out ("" for the plain shop). */
export function shopSearch(query: ShopQuery): string {
  const params = new URLSearchParams();
  if (query.category !== "all") params.set("category", query.category);
  if (query.q) params.set("q", query.q);
  if (query.min !== null) params.set("min", String(query.min));
  if (query.max !== null) params.set("max", String(query.max));
  if (query.sort !== "featured") params.set("sort", query.sort);
  if (query.view !== "grid") params.set("view", query.view);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** True when anything narrows the list (category, search or price); sort and view do not. */
export function isFiltered(query: ShopQuery): boolean {
  return query.category !== "all" || query.q !== "" || query.min !== null || query.max !== null;
}

const fold = (text: string) =>
  text
    .toLocaleLowerCase("en")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");

/** Every word of `q` appears in the name, description or category (id or label), ignoring case. */
export function matchesSearch(product: Product, q: string): boolean {
  const words = fold(q).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(
    [product.name, product.description, product.category, CATEGORY_LABELS[product.category]].join(" "),
  );
  return words.every((w) => haystack.includes(w));
}

function inPriceRange(product: Product, min: number | null, max: number | null): boolean {
  const cents = usdToKshCents(product.price);
  if (min !== null && cents < Math.round(min * 100)) return false;
  if (max !== null && cents > Math.round(max * 100)) return false;
  return true;
}

const SORTERS: Record<Exclude<ShopSort, "featured">, (a: Product, b: Product) => number> = {
  "price-asc": (a, b) => a.price - b.price,
  "price-desc": (a, b) => b.price - a.price,
  rating: (a, b) => b.rating - a.rating || b.reviews - a.reviews,
};

/** The products a query lists, in display order ("featured" keeps catalogue order; sorts are stable). */
export function queryProducts(products: readonly Product[], query: ShopQuery): Product[] {
  const listed = products.filter(
    (p) =>
      (query.category === "all" || p.category === query.category) &&
      inPriceRange(p, query.min, query.max) &&
      matchesSearch(p, query.q),
  );
  return query.sort === "featured" ? listed : listed.sort(SORTERS[query.sort]);
}
