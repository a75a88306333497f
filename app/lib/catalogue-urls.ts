// Where the build writes the catalogue's files and what they hold: the build and the browser share these.
import { CARD_BLOCK } from "~/data/constants";
import type { Product, ProductSpec } from "./entities";
import type { ShopQuery } from "./shop-query";

export const CATALOGUE_PATH = "/catalogue";
export const catalogueUrls = {
  index: `${CATALOGUE_PATH}/index.json`,
  featured: `${CATALOGUE_PATH}/featured.json`,
  cards: (block: number) => `${CATALOGUE_PATH}/cards/${block}.json`,
  product: (slug: string) => `${CATALOGUE_PATH}/products/${slug}.json`,
  /** A category's first page in an order (no search, price or Load More). */
  shopFirstPage: ({ category, sort }: Pick<ShopQuery, "category" | "sort">) =>
    `${CATALOGUE_PATH}/shop/${category}-${sort}.json`,
};

export interface ShopPageData {
  products: readonly Product[];
  total: number;
}

export const cardBlock = (id: number) => Math.floor(id / CARD_BLOCK);

export interface ProductPageData {
  product: Product;
  specs: readonly ProductSpec[];
  related: readonly Product[];
}
