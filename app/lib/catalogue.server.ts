/**
 * The catalogue's files computed once from app/data, for the build: the loaders that render each page's
 * HTML read the very data the browser later fetches (lib/browser/catalogue), and scripts/catalogue writes it.
 */
import { PRODUCTS } from "~/data/catalogue.server";
import { PRODUCT_SPECS } from "~/data/product-specs.server";
import { PHONES } from "~/data/phones";
import { catalogueFiles, validateCatalogue, validatePhones } from "./catalogue-files";
import { productPath } from "./slug";

let files: Map<string, unknown> | undefined;

/** Every catalogue file by URL path (validated: an invalid product or phone throws, naming it and the field). */
export function catalogueData(): Map<string, unknown> {
  if (!files) validatePhones(PHONES);
  files ??= catalogueFiles(validateCatalogue(PRODUCTS, PRODUCT_SPECS), PRODUCT_SPECS);
  return files;
}

/** The file at a catalogue URL (lib/browser/catalogue's catalogueUrls), as the browser would get it; null if none. */
export const catalogueFile = <T>(url: string) => (catalogueData().get(url) as T | undefined) ?? null;

/** The paths of the product route's pages (`/shop/:slug`), one per product, for the prerender. */
export const productPagePaths = () => ({ "/shop/:slug": PRODUCTS.map(productPath) });
