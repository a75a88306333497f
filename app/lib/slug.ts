/**
 * Service page path from its title: lower
 * case, `&` dropped, runs of spaces collapsed into one hyphen.
 * "Android & iOS Support" -> "android-ios-support".
 */
export function serviceSlug(title: string): string {
  return title.toLowerCase().replace(/&/g, "").trim().replace(/\s+/g, "-");
}

export const servicePath = (title: string) => `/services/${serviceSlug(title)}`;

/**
 * Product page path from its name:
 * lower case, every run of characters other than a-z and 0-9 turned into one
 * hyphen, hyphens trimmed from both ends.
 * "Braided USB-C to Lightning Cable (2 m)" -> "braided-usb-c-to-lightning-cable-2-m".
 */
export function productSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const productPath = (product: { name: string }) => `/shop/${productSlug(product.name)}`;

/** The product a page path's slug names, if any (exact: one canonical URL per product). */
export function productBySlug<P extends { name: string }>(products: readonly P[], slug: string): P | undefined {
  return products.find((p) => productSlug(p.name) === slug);
}
