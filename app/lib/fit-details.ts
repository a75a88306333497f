// The product page's fit details, apart from lib/fit, which every card loads.
import { CONNECTOR_LABELS, FAST_CHARGING_LABELS, PHONE_BRANDS, PHONES, type PhoneModel } from "~/data/phones";
import type { ProductFit } from "./entities";
import { fitFor, phoneByKey } from "./fit";

export const listText = (items: readonly string[], and = "and") =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1] ?? ""}`;

/** Why a product does not fit, or charges slowly. */
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

/** By brand in the pickers' order, brands it fits none of left out. */
export function fittingByBrand(fit: ProductFit) {
  return PHONE_BRANDS.flatMap(({ id, label }) => {
    const phones = PHONES.flatMap((phone) => {
      const answer = phone.brand === id ? fitFor(fit, phone) : "no";
      return answer === "no" ? [] : [{ phone, answer }];
    });
    return phones.length > 0 ? [{ brand: id, label, phones }] : [];
  });
}
