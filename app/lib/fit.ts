/**
 * "Does this fit my phone?": a product's fit (its catalogue entry's `fits`) against a phone of
 * app/data/phones. Pure and small: the cards, the product page, the shop's filter and the cart use it
 * (the product page's reason and list are lib/fit-details').
 */
import { PHONES, type PhoneModel } from "~/data/phones";
import type { ProductFit } from "./entities";

/** Fits; fits but charges at standard speed (a fast charger it does not speak); does not fit. */
export type FitAnswer = "fits" | "standard-speed" | "no";

const BY_KEY: ReadonlyMap<string, PhoneModel> = new Map(PHONES.map((p) => [p.key, p]));

/** The phone a key names, or undefined (a stale or mistyped key). */
export const phoneByKey = (key: string): PhoneModel | undefined => BY_KEY.get(key);

export function fitFor(fit: ProductFit, phone: PhoneModel): FitAnswer {
  switch (fit.by) {
    case "any":
      return "fits";
    case "model":
      return fit.models.includes(phone.key) ? "fits" : "no";
    case "connector":
      if (!fit.connectors.includes(phone.connector)) return "no";
      return fit.fast && !phone.fast.includes(fit.fast) ? "standard-speed" : "fits";
  }
}

/** What a card, the product page and the cart say, as text. */
export function fitLabel(answer: FitAnswer, phone: PhoneModel): string {
  if (answer === "no") return `Does not fit your ${phone.name}`;
  return answer === "fits" ? `Fits your ${phone.name}` : `Fits your ${phone.name} (charges at standard speed)`;
}
