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

/** The number of the query's words its name lacks. */
export function nameRank(product: Product, q: string): number {
  const name = foldText(product.name);
  return searchWords(q).filter((w) => !name.includes(w)).length;
}
