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

/** A row of the index: the listed fields, and its place in the catalogue (its rank's tie-break). */
type IndexedRow = Listed & { readonly at: number };
export type CatalogueIndex = Listing<IndexedRow>;

/**
 * The index ready for queries: its rows, and a search that finds the query's words in the word list
 * (a word matches every product with a word containing it, as a substring of the text would), counts a
 * named phone's words as found where the product fits it and ranks as the whole products' listing does
 * (lib/phone-search's phoneSearchRank: what fits the phones named first, then names first). Typed arrays
 * throughout: a keystroke walks the word list and the postings of the words that match.
 */
export function readIndex(file: IndexFile): CatalogueIndex {
  const rows: IndexedRow[] = [];
  const names: string[] = [];
  const words = new Map<string, number[]>();
  file.rows.forEach(([id, name, category, price, rating, reviews, extra, fits], at) => {
    rows.push({ id, name, category, price, rating, reviews, fits, at });
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
    if (all.length === 0) return () => 0;
    const query = readPhoneQuery(q);
    // Which products have each of the query's words in their text: the postings of the words that contain it.
    const has = new Map<string, Uint8Array>();
    for (const word of new Set(all)) {
      const set = new Uint8Array(rows.length);
      for (let i = 0; i < list.length; i++) {
        if (!(list[i] as string).includes(word)) continue;
        for (let k = starts[i] as number; k < (starts[i + 1] as number); k++) set[postings[k] as number] = 1;
      }
      has.set(word, set);
    }
    // One reader for every row (set to the row in turn): a keystroke allocates nothing per product.
    let at = 0;
    const inText = (word: string) => has.get(word)?.[at] === 1;
    return (row: IndexedRow) => {
      at = row.at;
      const name = names[at] as string;
      let missing = 0;
      for (const w of all) if (!name.includes(w)) missing++;
      return phoneSearchRank(query, row.fits, inText, missing, all.length);
    };
  };
  return { products: rows, search };
}
