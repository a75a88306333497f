// A chunk of its own, loaded with the index when the field is first used, so neither is in any page's first load.
import { CATEGORY_LABELS, SEARCH_SUGGESTION_LIMIT } from "~/data/products";
import { loadIndex } from "~/lib/browser/catalogue";
import type { CatalogueIndex } from "~/lib/catalogue-index";
import { formatUsdAsKsh } from "~/lib/money";
import { highlightMatches, normalizeSearch, searchHref, suggestProducts } from "~/lib/shop-query";
import { productPath } from "~/lib/slug";

const suggest = (index: CatalogueIndex) => (text: string) => {
  const query = normalizeSearch(text);
  return {
    query,
    products: suggestProducts(index, query, SEARCH_SUGGESTION_LIMIT).map((p) => ({
      key: String(p.id),
      href: productPath(p),
      name: highlightMatches(p.name, query),
      meta: `${CATEGORY_LABELS[p.category]} · ${formatUsdAsKsh(p.price)}`,
    })),
    allHref: searchHref(query),
  };
};

/** What the combobox uses, once the index is in: one object, so the chunk is read through the one dynamic import. */
const engine = () => loadIndex().then((index) => ({ suggest: suggest(index), searchHref }));
export default engine;
export { searchHref };
