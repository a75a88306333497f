/**
 * The phones a search names ("a54 case", "s24 ultra", "tecno camon 20", "iphone 15 pro glass"): each
 * phone is named by its whole name or, where customers leave out the line's word, without it ("a54",
 * "reno 11", "camon 20"), optionally after its brand ("samsung a54"). At each word the longest name
 * wins, so "iphone 15 pro" is the Pro, not the 15, and "camon 20" is not the Camon 20 Pro.
 * A named phone's words count as found in every product that fits it; products that fit every phone
 * named rank first, then the search's usual order (names first).
 */
import { PHONE_BRANDS, PHONES, type PhoneModel } from "~/data/phones";
import { foldText, searchRank, searchWords } from "./search-match";

/** A query word as a name is compared with it: punctuation around it dropped ("(iphone" is "iphone"). */
const bare = (word: string) => word.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, "");

const wordsOf = (text: string) => foldText(text).split(/\s+/).filter(Boolean);

/** Every way of naming every phone, as folded words, longest first. */
const NAMES: readonly { phone: PhoneModel; words: readonly string[] }[] = PHONES.flatMap((phone) => {
  const brand = PHONE_BRANDS.find((b) => b.id === phone.brand);
  const full = wordsOf(phone.name);
  const line = wordsOf(brand?.line ?? "");
  const short = line.length > 0 && full[0] === line[0] ? full.slice(1) : null;
  const forms = short ? [full, short] : [full];
  const label = wordsOf(brand?.label ?? "");
  // "Samsung Galaxy A54", "Apple iPhone 15": the brand before a name that does not already start with it.
  const branded = forms.filter((f) => f[0] !== label[0]).map((f) => [...label, ...f]);
  return [...forms, ...branded].map((words) => ({ phone, words }));
}).sort((a, b) => b.words.length - a.words.length);

/** A phone the query names, and the query's words that name it. */
export interface NamedPhone {
  readonly phone: PhoneModel;
  readonly words: readonly string[];
}

/** A query's words split into the phones it names and the other words (each folded as searchWords folds it). */
export interface PhoneQuery {
  readonly phones: readonly NamedPhone[];
  readonly rest: readonly string[];
}

export function readPhoneQuery(q: string): PhoneQuery {
  const words = searchWords(q);
  const bareWords = words.map(bare);
  const phones: NamedPhone[] = [];
  const rest: string[] = [];
  for (let at = 0; at < words.length;) {
    const named = NAMES.find(({ words: name }) => name.every((w, k) => bareWords[at + k] === w));
    if (named) {
      phones.push({ phone: named.phone, words: words.slice(at, at + named.words.length) });
      at += named.words.length;
    } else rest.push(words[at++] ?? "");
  }
  return { phones, rest };
}

/** The phones a text names (a product's name, for the data's tests), in order. */
export const phonesNamedIn = (text: string) => readPhoneQuery(text).phones.map((n) => n.phone);

/**
 * A product's rank in a search (lib/search-match's searchRank), or null when it does not match: every other
 * word of the query is in its text (`inText`), and each phone named either fits it or has its words there
 * too. The one rule of the shop's listing and the catalogue's index, which differ only in how they read text.
 */
export function phoneSearchRank(
  query: PhoneQuery,
  fits: (phone: PhoneModel) => boolean,
  inText: (word: string) => boolean,
  nameRank: number,
  wordCount: number,
): number | null {
  if (!query.rest.every(inText)) return null;
  let misfits = 0;
  for (const { phone, words } of query.phones) {
    if (fits(phone)) continue;
    if (!words.every(inText)) return null;
    misfits++;
  }
  return searchRank(misfits, nameRank, wordCount);
}
