/**
 * The listing and search index: for every product, in catalogue order, the fields the shop filters and
 * sorts by and the header suggests with (id, name, category, price, rating, reviews), and the words of its
 * description its name lacks. The shop's search (lib/search-match: every word of the query inside the
 * name, description or category) is answered from a word list built once, so a keystroke's work grows
 * with the distinct words, not with the fields of every product.
 */
import { CATEGORY_LABELS } from "~/data/products";
import type { Category, Product } from "./entities";
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
];
export interface IndexFile {
  rows: readonly IndexRow[];
}

const wordsOf = (text: string) => foldText(text).split(/\s+/).filter(Boolean);

/** A product's row: its description's words that its name and category do not already give. */
export function indexRow(p: Product): IndexRow {
  const known = new Set(wordsOf(`${p.name} ${p.category} ${CATEGORY_LABELS[p.category]}`));
  const words = [...new Set(wordsOf(p.description))].filter((w) => !known.has(w));
  return [p.id, p.name, p.category, p.price, p.rating, p.reviews, words.join(" ")];
}

export type CatalogueIndex = Listing<Listed>;

/**
 * The index ready for queries: its rows, and a search that finds the query's words in the word list
 * (a word matches every product with a word containing it, as a substring of the text would) and ranks
 * the products whose name holds the most of them first, as lib/search-match's nameRank does.
 */
export function readIndex(file: IndexFile): CatalogueIndex {
  const rows: Listed[] = [];
  const names: string[] = [];
  const postings = new Map<string, number[]>();
  file.rows.forEach(([id, name, category, price, rating, reviews, words], at) => {
    rows.push({ id, name, category, price, rating, reviews });
    names.push(foldText(name));
    const own = new Set([...wordsOf(`${name} ${category} ${CATEGORY_LABELS[category]}`), ...words.split(" ")]);
    for (const word of own) if (word) (postings.get(word) ?? postings.set(word, []).get(word))?.push(at);
  });
  const position = new Map(rows.map((row, at) => [row, at]));

  const search = (q: string) => {
    const query = [...new Set(searchWords(q))];
    if (query.length === 0) return () => 0;
    // How many of the query's words each product has: a product matches when it has them all.
    const found = new Uint16Array(rows.length);
    for (const word of query) {
      const seen = new Uint8Array(rows.length);
      for (const [text, list] of postings)
        if (text.includes(word))
          for (const at of list)
            if (!seen[at]) {
              seen[at] = 1;
              found[at] = (found[at] ?? 0) + 1;
            }
    }
    const wanted = query.length;
    const all = searchWords(q);
    return (row: Listed) => {
      const at = position.get(row) ?? -1;
      if (found[at] !== wanted) return null;
      const name = names[at] ?? "";
      return all.filter((w) => !name.includes(w)).length;
    };
  };
  return { products: rows, search };
}
