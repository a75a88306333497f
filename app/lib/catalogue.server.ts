// Computed once for the build: the loaders render each page from the very files the browser later fetches.
import { PRODUCTS } from "~/data/catalogue.server";
import { PRODUCT_SPECS } from "~/data/product-specs.server";
import { PHONES } from "~/data/phones";
import { catalogueFiles, validateCatalogue, validatePhones } from "./catalogue-files";
import { productPath } from "./slug";

let files: Map<string, unknown> | undefined;

export function catalogueData(): Map<string, unknown> {
  if (!files) validatePhones(PHONES);
  files ??= catalogueFiles(validateCatalogue(PRODUCTS, PRODUCT_SPECS), PRODUCT_SPECS);
  return files;
}

export const catalogueFile = <T>(url: string) => (catalogueData().get(url) as T | undefined) ?? null;

export const productPagePaths = () => ({ "/shop/:slug": PRODUCTS.map(productPath) });
