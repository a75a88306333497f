// "Does this fit my phone?": small, as every card loads it (the product page's details are lib/fit-details).
import { PHONES, type PhoneModel } from "~/data/phones";
import type { ProductFit } from "./entities";

export type FitAnswer = "fits" | "standard-speed" | "no";

const BY_KEY: ReadonlyMap<string, PhoneModel> = new Map(PHONES.map((p) => [p.key, p]));

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

export function fitLabel(answer: FitAnswer, phone: PhoneModel): string {
  if (answer === "no") return `Does not fit your ${phone.name}`;
  return answer === "fits" ? `Fits your ${phone.name}` : `Fits your ${phone.name} (charges at standard speed)`;
}
