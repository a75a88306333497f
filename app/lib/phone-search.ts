// The phones a search names ("a54 case", "samsung a54", "iphone 15 pro glass"), by the longest name at each word.
import { PHONE_BRANDS, PHONES, type PhoneModel } from "~/data/phones";
import { searchWords } from "./search-match";

/** "(iphone" is "iphone". */
const bare = (word: string) => word.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, "");

/** Every way of naming every phone (the line's word left out: "a54", "camon 20"), longest first. */
const NAMES: readonly { phone: PhoneModel; words: readonly string[] }[] = PHONES.flatMap((phone) => {
  const brand = PHONE_BRANDS.find((b) => b.id === phone.brand);
  const full = searchWords(phone.name);
  const line = searchWords(brand?.line ?? "");
  const short = line.length > 0 && full[0] === line[0] ? full.slice(1) : null;
  const forms = short ? [full, short] : [full];
  const label = searchWords(brand?.label ?? "");
  // "Samsung Galaxy A54", "Apple iPhone 15": the brand before a name that does not already start with it.
  const branded = forms.filter((f) => f[0] !== label[0]).map((f) => [...label, ...f]);
  return [...forms, ...branded].map((words) => ({ phone, words }));
}).sort((a, b) => b.words.length - a.words.length);

export function readPhoneQuery(q: string) {
  const words = searchWords(q);
  const bareWords = words.map(bare);
  const phones: { phone: PhoneModel; words: string[] }[] = [];
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

/** Null unless each other word is in its text and each phone named fits it or has its words there; lower first. */
export function phoneSearchRank(
  query: ReturnType<typeof readPhoneQuery>,
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
  // The phones named that it does not fit outweigh its nameRank (never above wordCount).
  return misfits * (wordCount + 1) + nameRank;
}
