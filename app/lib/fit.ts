/**
 * "Does this fit my phone?": a product's fit (its catalogue entry's `fits`) against a phone of
 * app/data/phones. Pure and small: the cards, the product page, the shop's filter and the cart use it.
 */
import {
  CONNECTOR_LABELS,
  FAST_CHARGING_LABELS,
  PHONE_BRANDS,
  PHONES,
  type PhoneBrandId,
  type PhoneModel,
} from "~/data/phones";
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
      return (fit.models as readonly string[]).includes(phone.key) ? "fits" : "no";
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

/** "A, B and C". */
const listText = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1] ?? ""}`;

/** Why a product does not fit, or charges slowly: the product page says it under the label. */
export function fitReason(fit: ProductFit, phone: PhoneModel): string {
  const answer = fitFor(fit, phone);
  if (answer === "fits" || fit.by === "any") return "";
  if (fit.by === "model") return `It is made for the ${listText(fit.models.map((k) => phoneByKey(k)?.name ?? k))}.`;
  if (answer === "no")
    return `Your ${phone.name} charges through ${CONNECTOR_LABELS[phone.connector]}; this is for ${listText(
      fit.connectors.map((c) => CONNECTOR_LABELS[c]),
    )} phones.`;
  return fit.fast
    ? `Fast charging needs ${FAST_CHARGING_LABELS[fit.fast]}, which your ${phone.name} does not use.`
    : "";
}

export interface BrandFits {
  readonly brand: PhoneBrandId;
  readonly label: string;
  readonly phones: readonly { readonly phone: PhoneModel; readonly answer: Exclude<FitAnswer, "no"> }[];
}

/** The phones a product fits, by brand in the pickers' order (brands it fits none of left out). */
export function fittingByBrand(fit: ProductFit): BrandFits[] {
  return PHONE_BRANDS.flatMap(({ id, label }) => {
    const phones = PHONES.flatMap((phone) => {
      const answer = phone.brand === id ? fitFor(fit, phone) : "no";
      return answer === "no" ? [] : [{ phone, answer }];
    });
    return phones.length > 0 ? [{ brand: id, label, phones }] : [];
  });
}
