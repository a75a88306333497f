/**
 * Service page path from its title (SPEC.md section 2, PRODUCT.md): lower
 * case, `&` dropped, runs of spaces collapsed into one hyphen.
 * "Android & iOS Support" -> "android-ios-support".
 */
export function serviceSlug(title: string): string {
  return title.toLowerCase().replace(/&/g, "").trim().replace(/\s+/g, "-");
}

export const servicePath = (title: string) => `/services/${serviceSlug(title)}`;
