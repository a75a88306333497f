import {
  useLoaderData,
  useNavigate,
  useNavigation,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useRef } from "react";
import { ShopFilters } from "~/components/product/ShopFilters";
import { ShopPage } from "~/components/product/ShopHeading";
import { ShopResults } from "~/components/product/ShopResults";
import { SHOP_HEAD } from "~/data/content";
import { PRODUCTS } from "~/data/products";
import { pageMeta } from "~/lib/meta";
import { DEFAULT_QUERY, shopListing, shopSearch, type ShopQuery } from "~/lib/shop-query";

export const meta: MetaFunction = () => pageMeta(SHOP_HEAD);

/** Filtering, search and sort over the hard-coded catalogue, from the URL (pure: see lib/shop-query). */
export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return shopListing(PRODUCTS, new URL(request.url).searchParams);
}

/** Only the URL drives this page: form submissions elsewhere (cart, checkout, newsletter) do not re-run it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod.toUpperCase() !== "GET") return false;
  return currentUrl.href !== nextUrl.href || defaultShouldRevalidate;
};

export default function Shop() {
  const { query, showAll, products } = useLoaderData<typeof clientLoader>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const busy = navigation.state === "loading" && navigation.location.pathname === "/shop";

  const go = (next: ShopQuery, replace = false, all = false) =>
    navigate({ pathname: "/shop", search: shopSearch(next, all) }, { preventScrollReset: true, replace });

  const clearAll = () => {
    go({ ...DEFAULT_QUERY, view: query.view });
    resultsRef.current?.focus();
  };

  return (
    <ShopPage>
      {/* Load More is in the URL (Back from a product returns the list as long as it was); any filter change
          drops it, a view change keeps it. */}
      <ShopFilters query={query} onQuery={go} onView={(view) => go({ ...query, view }, true, showAll)} />
      <ShopResults
        query={query}
        products={products}
        busy={busy}
        headingRef={resultsRef}
        onClear={clearAll}
        expanded={showAll}
        onExpand={() => go(query, true, true)}
      />
    </ShopPage>
  );
}
