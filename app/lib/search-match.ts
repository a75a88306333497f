/**
 * The catalogue search shared by the shop's results and the header's suggestions:
 * which products a query matches, and in what order they are listed.
 */
import { CATEGORY_LABELS } from "~/data/products";
import type { Product } from "./entities";

/** Text as the search compares it: lower case, accents dropped (é -> e). */
export const foldText = (text: string) =>
  text
    .toLocaleLowerCase("en")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");

/** The folded words of a query ("" -> none). */
export const searchWords = (q: string) => foldText(q).split(/\s+/).filter(Boolean);

/** What a search reads of a product: its name, description and category (id and label), folded. */
export const searchText = (product: Product) =>
  foldText([product.name, product.description, product.category, CATEGORY_LABELS[product.category]].join(" "));

/** Every word of `q` appears in the name, description or category (id or label), ignoring case and accents. */
export function matchesSearch(product: Product, q: string): boolean {
  const words = searchWords(q);
  if (words.length === 0) return true;
  const haystack = searchText(product);
  return words.every((w) => haystack.includes(w));
}

/**
 * A matched product's place in a search's list, lower first: the phones the query names that it does not
 * fit (lib/phone-search), then its nameRank. `words`: the query's word count, which no nameRank exceeds.
 */
export const searchRank = (misfits: number, rank: number, words: number) => misfits * (words + 1) + rank;

/**
 * How far a product's name is from the query: the number of the query's words its name lacks.
 * 0 when the name holds the whole query; the number of words when it was matched only by its
 * description or category.
 */
export function nameRank(product: Product, q: string): number {
  const name = foldText(product.name);
  return searchWords(q).filter((w) => !name.includes(w)).length;
}

/**
 * Names first: the products (already matched) ordered by nameRank, and within a rank in the
 * order given (the catalogue's). A new array; stable, so a later stable sort keeps it for ties.
 */
export function rankByName<P extends Product>(products: readonly P[], q: string): P[] {
  return products
    .map((product, index) => ({ product, index, rank: nameRank(product, q) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ product }) => product);
}
