/**
 * The listing and search index: for every product, in catalogue order, the fields the shop filters and
 * sorts by and the header suggests with (id, name, category, price, rating, reviews, the phones it fits),
 * and the words of its description its name lacks. The shop's search (lib/search-match: every word of the query inside the
 * name, description or category) is answered from a word list built once, so a keystroke's work grows
 * with the distinct words, not with the fields of every product.
 */
import { CATEGORY_LABELS } from "~/data/products";
import type { Category, Product, ProductFit } from "./entities";
import { phoneSearchRank, readPhoneQuery } from "./phone-search";
import { foldText, searchWords } from "./search-match";
import type { Listed, Listing } from "./shop-query";

export type IndexRow = readonly [
  id: number,
  name: string,
  category: Category,
  price: number,
  rating: number,
  reviews: number,
  words: string,
  fits: ProductFit,
];
export interface IndexFile {
  rows: readonly IndexRow[];
}

const wordsOf = (text: string) => foldText(text).split(/\s+/).filter(Boolean);

/** A product's row: its description's words that its name and category do not already give. */
export function indexRow(p: Product): IndexRow {
  const known = new Set(wordsOf(`${p.name} ${p.category} ${CATEGORY_LABELS[p.category]}`));
  const words = [...new Set(wordsOf(p.description))].filter((w) => !known.has(w));
  return [p.id, p.name, p.category, p.price, p.rating, p.reviews, words.join(" "), p.fits];
}

export type CatalogueIndex = Listing<Listed>;

/**
 * The index ready for queries: its rows, and a search that finds the query's words in the word list
 * (a word matches every product with a word containing it, as a substring of the text would), counts a
 * named phone's words as found where the product fits it and ranks as the whole products' listing does
 * (lib/phone-search's phoneSearchRank: what fits the phones named first, then names first).
 */
export function readIndex(file: IndexFile): CatalogueIndex {
  const rows: Listed[] = [];
  const names: string[] = [];
  const postings = new Map<string, number[]>();
  file.rows.forEach(([id, name, category, price, rating, reviews, words, fits], at) => {
    rows.push({ id, name, category, price, rating, reviews, fits });
    names.push(foldText(name));
    const own = new Set([...wordsOf(`${name} ${category} ${CATEGORY_LABELS[category]}`), ...words.split(" ")]);
    for (const word of own) if (word) (postings.get(word) ?? postings.set(word, []).get(word))?.push(at);
  });
  const position = new Map(rows.map((row, at) => [row, at]));

  const search = (q: string) => {
    const all = searchWords(q);
    if (all.length === 0) return () => 0;
    const query = readPhoneQuery(q);
    // Which products have each of the query's words in their text: one pass over the word list per word.
    const has = new Map<string, Uint8Array>();
    for (const word of new Set(all)) {
      const set = new Uint8Array(rows.length);
      for (const [text, list] of postings) if (text.includes(word)) for (const at of list) set[at] = 1;
      has.set(word, set);
    }
    return (row: Listed) => {
      const at = position.get(row) ?? -1;
      const name = names[at] ?? "";
      const inText = (word: string) => has.get(word)?.[at] === 1;
      return phoneSearchRank(query, row.fits, inText, all.filter((w) => !name.includes(w)).length, all.length);
    };
  };
  return { products: rows, search };
}
