import { CATEGORY_LABELS } from "~/data/products";
import type { Product } from "./entities";

/** Lower case, accents dropped (é -> e). */
export const foldText = (text: string) =>
  text
    .toLocaleLowerCase("en")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");

export const searchWords = (q: string) => foldText(q).split(/\s+/).filter(Boolean);

export const searchText = (product: Product) =>
  foldText([product.name, product.description, product.category, CATEGORY_LABELS[product.category]].join(" "));

export function matchesSearch(product: Product, q: string): boolean {
  const words = searchWords(q);
  if (words.length === 0) return true;
  const haystack = searchText(product);
  return words.every((w) => haystack.includes(w));
}

/** Lower first: the phones named that it does not fit, then its nameRank (never above `words`). */
export const searchRank = (misfits: number, rank: number, words: number) => misfits * (words + 1) + rank;

/** The number of the query's words its name lacks. */
export function nameRank(product: Product, q: string): number {
  const name = foldText(product.name);
  return searchWords(q).filter((w) => !name.includes(w)).length;
}

/** Matched products by nameRank, each rank in the order given. */
export function rankByName<P extends Product>(products: readonly P[], q: string): P[] {
  return products
    .map((product, index) => ({ product, index, rank: nameRank(product, q) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ product }) => product);
}
