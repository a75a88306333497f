// The catalogue as static JSON files the build emits: no page's code or route manifest grows with the products.
import type { Product } from "../entities";
import { cardBlock, catalogueUrls, type ProductPageData, type ShopPageData } from "../catalogue-urls";
import { readIndex, type CatalogueIndex, type IndexFile } from "../catalogue-index";
import { isFiltered, parseMore, parseShopQuery, shopPage } from "../shop-query";

/** A file that is not there (an unknown product): null; offline or a server fault throws. */
async function fetchJson<T>(path: string, signal?: AbortSignal): Promise<T | null> {
  const response = await fetch(path, { signal });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${path}: status ${response.status}`);
  return (await response.json()) as T;
}

async function required<T>(path: string, signal?: AbortSignal): Promise<T> {
  const data = await fetchJson<T>(path, signal);
  if (data === null) throw new Error(`${path}: missing`);
  return data;
}

export const loadProductPage = (slug: string, signal?: AbortSignal) =>
  fetchJson<ProductPageData>(catalogueUrls.product(slug), signal);

export const loadFeatured = (signal?: AbortSignal) => required<Product[]>(catalogueUrls.featured, signal);

/** In the ids' order; an id no card file has is left out. */
export async function loadCards(ids: readonly number[], signal?: AbortSignal): Promise<Product[]> {
  const blocks = [...new Set(ids.map(cardBlock))];
  const files = await Promise.all(blocks.map((b) => fetchJson<Product[]>(catalogueUrls.cards(b), signal)));
  const byId = new Map(files.flatMap((cards) => cards ?? []).map((p) => [p.id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A category in an order, unsearched and unpaged, is one small file; anything else queries the index. */
export async function loadShopPage(params: URLSearchParams, signal?: AbortSignal) {
  const query = parseShopQuery(params);
  const more = parseMore(params);
  if (more === 0 && !isFiltered({ ...query, category: "all" }))
    return { query, more, ...(await required<ShopPageData>(catalogueUrls.shopFirstPage(query), signal)) };
  return shopPage(await loadIndex(), params, (ids) => loadCards(ids, signal));
}

// Built once a page and reused by every keystroke; a failed load is not kept, so the next use tries again.
let index: Promise<CatalogueIndex> | undefined;

export function loadIndex(): Promise<CatalogueIndex> {
  index ??= required<IndexFile>(catalogueUrls.index).then(readIndex, (error: unknown) => {
    index = undefined;
    throw error;
  });
  return index;
}
