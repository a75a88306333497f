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

/** A row of the index: the listed fields, and its place in the catalogue (its rank's tie-break). */
type IndexedRow = Listed & { readonly at: number };
export type CatalogueIndex = Listing<IndexedRow>;

/**
 * The index ready for queries: its rows, and a search that finds the query's words in the word list
 * (a word matches every product with a word containing it, as a substring of the text would) and ranks
 * the products whose name holds the most of them first, as lib/search-match's nameRank does. Typed
 * arrays throughout: a keystroke walks the word list and the postings of the words that match.
 */
export function readIndex(file: IndexFile): CatalogueIndex {
  const rows: IndexedRow[] = [];
  const names: string[] = [];
  const words = new Map<string, number[]>();
  file.rows.forEach(([id, name, category, price, rating, reviews, extra], at) => {
    rows.push({ id, name, category, price, rating, reviews, at });
    names.push(foldText(name));
    const own = new Set([...wordsOf(`${name} ${category} ${CATEGORY_LABELS[category]}`), ...extra.split(" ")]);
    for (const word of own) if (word) (words.get(word) ?? words.set(word, []).get(word))?.push(at);
  });
  const list = [...words.keys()];
  const starts = new Uint32Array(list.length + 1);
  list.forEach((word, i) => (starts[i + 1] = (starts[i] ?? 0) + (words.get(word)?.length ?? 0)));
  const postings = new Uint32Array(starts[list.length] ?? 0);
  list.forEach((word, i) => postings.set(words.get(word) ?? [], starts[i]));

  const search = (q: string) => {
    const all = searchWords(q);
    const query = [...new Set(all)];
    if (query.length === 0) return () => 0;
    // How many of the query's words each product has (a product matches when it has them all); `seen`
    // holds the last word that counted a product, so a product with two matching words counts once.
    const found = new Uint8Array(rows.length);
    const seen = new Uint8Array(rows.length);
    query.forEach((word, w) => {
      for (let i = 0; i < list.length; i++) {
        if (!(list[i] as string).includes(word)) continue;
        for (let k = starts[i] as number; k < (starts[i + 1] as number); k++) {
          const at = postings[k] as number;
          if (seen[at] !== w + 1) {
            seen[at] = w + 1;
            found[at] = (found[at] as number) + 1;
          }
        }
      }
    });
    return (row: IndexedRow) => {
      if (found[row.at] !== query.length) return null;
      const name = names[row.at] as string;
      let missing = 0;
      for (const w of all) if (!name.includes(w)) missing++;
      return missing;
    };
  };
  return { products: rows, search };
}
