// The listing and search index: a keystroke's work grows with the distinct words, not with every product's fields.
import { CATEGORY_LABELS } from "~/data/products";
import type { Category, Product, ProductFit } from "./entities";
import type { PhoneModel } from "~/data/phones";
import { fitFor } from "./fit";
import { phoneSearchRank, readPhoneQuery } from "./phone-search";
import { searchWords } from "./search-match";
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

/** Its description's words that its name and category do not already give. */
export function indexRow(p: Product): IndexRow {
  const known = new Set(searchWords(`${p.name} ${p.category} ${CATEGORY_LABELS[p.category]}`));
  const words = [...new Set(searchWords(p.description))].filter((w) => !known.has(w));
  return [p.id, p.name, p.category, p.price, p.rating, p.reviews, words.join(" "), p.fits];
}

/** `at`: its place in the catalogue (its rank's tie-break). */
type IndexedRow = Listed & { readonly at: number };
export type CatalogueIndex = Listing<IndexedRow>;

/** Ranks as productListing does; a word matches every product with a word containing it, as in the text. */
export function readIndex(file: IndexFile): CatalogueIndex {
  const rows: IndexedRow[] = [];
  const text = new Map<string, number[]>();
  const named = new Map<string, number[]>();
  const post = (into: Map<string, number[]>, word: string, at: number) =>
    (into.get(word) ?? into.set(word, []).get(word))?.push(at);
  file.rows.forEach(([id, name, category, price, rating, reviews, extra, fits], at) => {
    rows.push({ id, name, category, price, rating, reviews, fits, at });
    const own = new Set(searchWords(name));
    for (const word of own) post(named, word, at);
    const words = [...own, ...searchWords(`${category} ${CATEGORY_LABELS[category]}`), ...extra.split(" ")];
    for (const word of new Set(words)) if (word) post(text, word, at);
  });
  const inText = wordList(text, rows.length);
  const inName = wordList(named, rows.length);
  // Once a page for each phone a search names.
  const fitting = new Map<string, Uint8Array>();
  const fitsOf = (phone: PhoneModel) => {
    let mask = fitting.get(phone.key);
    if (!mask) {
      mask = Uint8Array.from(rows, (row) => (fitFor(row.fits, phone) === "no" ? 0 : 1));
      fitting.set(phone.key, mask);
    }
    return mask;
  };

  const search = (q: string) => {
    const all = searchWords(q);
    if (all.length === 0) return () => 0;
    const query = readPhoneQuery(q);
    const words = [...new Set(all)];
    const has = new Map(words.map((word) => [word, inText(word)]));
    const inNames = all.map(inName);
    const masks = new Map(query.phones.map(({ phone }) => [phone.key, fitsOf(phone)]));
    // The words every match must have in its text, together: most products fail here, at one lookup.
    const rest = query.rest.map((word) => has.get(word) as Uint8Array);
    // One reader of each kind for every row (set to the row in turn): a keystroke allocates nothing per product.
    let at = 0;
    const found = (word: string) => has.get(word)?.[at] === 1;
    const fits = (phone: PhoneModel) => masks.get(phone.key)?.[at] === 1;
    return (row: IndexedRow) => {
      at = row.at;
      for (const mask of rest) if (mask[at] !== 1) return null;
      let missing = 0;
      for (const mask of inNames) if (mask[at] !== 1) missing++;
      return phoneSearchRank(query, fits, found, missing, all.length);
    };
  };
  return { products: rows, search };
}

/** For a query word, the products with a word containing it: the list walked once, then the matches' postings. */
function wordList(postingsByWord: Map<string, number[]>, size: number): (word: string) => Uint8Array {
  const list = [...postingsByWord.keys()];
  const starts = new Uint32Array(list.length + 1);
  list.forEach((word, i) => (starts[i + 1] = (starts[i] ?? 0) + (postingsByWord.get(word)?.length ?? 0)));
  const postings = new Uint32Array(starts[list.length] ?? 0);
  list.forEach((word, i) => postings.set(postingsByWord.get(word) ?? [], starts[i]));
  // The last words asked for: typing "iphone 15 case" reads "iphone" and "15" once, not at every keystroke.
  const recent = new Map<string, Uint8Array>();
  return (word) => {
    const known = recent.get(word);
    if (known) return known;
    const set = new Uint8Array(size);
    for (let i = 0; i < list.length; i++) {
      if (!(list[i] as string).includes(word)) continue;
      for (let k = starts[i] as number; k < (starts[i + 1] as number); k++) set[postings[k] as number] = 1;
    }
    if (recent.size >= RECENT_WORDS) recent.delete(recent.keys().next().value as string);
    recent.set(word, set);
    return set;
  };
}

const RECENT_WORDS = 16;
