/** "Android & iOS Support" -> "android-ios-support". */
export function serviceSlug(title: string): string {
  return title.toLowerCase().replace(/&/g, "").trim().replace(/\s+/g, "-");
}

export const servicePath = (title: string) => `/services/${serviceSlug(title)}`;

/** "Braided USB-C to Lightning Cable (2 m)" -> "braided-usb-c-to-lightning-cable-2-m". */
export function productSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const productPath = (product: { name: string }) => `/shop/${productSlug(product.name)}`;
