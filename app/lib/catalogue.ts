/**
 * The catalogue as the browser gets it: static JSON files of the site's own origin that the build emits
 * from app/data (scripts/catalogue), so no page's code or route manifest grows with the number of
 * products. The client loaders and the header search read them here.
 */
import { CARD_BLOCK } from "~/data/constants";
import type { Product, ProductSpec } from "./entities";
import { readIndex, type CatalogueIndex, type IndexFile } from "./catalogue-index";

export const CATALOGUE_PATH = "/catalogue";
export const catalogueUrls = {
  index: `${CATALOGUE_PATH}/index.json`,
  featured: `${CATALOGUE_PATH}/featured.json`,
  cards: (block: number) => `${CATALOGUE_PATH}/cards/${block}.json`,
  product: (slug: string) => `${CATALOGUE_PATH}/products/${slug}.json`,
};

/** The card file holding a product id. */
export const cardBlock = (id: number) => Math.floor(id / CARD_BLOCK);

/** A product page's data: its product, specification lines and a few related products. */
export interface ProductPageData {
  product: Product;
  specs: readonly ProductSpec[];
  related: readonly Product[];
}

/** A catalogue file that is not there (an unknown product): null. Offline or a server fault: throws. */
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

/** The products of these ids, in their order; an id no card file has is left out. */
export async function loadCards(ids: readonly number[], signal?: AbortSignal): Promise<Product[]> {
  const blocks = [...new Set(ids.map(cardBlock))];
  const files = await Promise.all(blocks.map((b) => fetchJson<Product[]>(catalogueUrls.cards(b), signal)));
  const byId = new Map(files.flatMap((cards) => cards ?? []).map((p) => [p.id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

// Read once a page: the index is parsed and its word list built on first use, then every keystroke and
// listing reuses it (a failed load is not kept, so the next use tries again).
let index: Promise<CatalogueIndex> | undefined;

/** The listing and search index (every product's listed fields and search words), loaded on first use. */
export function loadIndex(): Promise<CatalogueIndex> {
  index ??= required<IndexFile>(catalogueUrls.index).then(readIndex, (error: unknown) => {
    index = undefined;
    throw error;
  });
  return index;
}
