import {
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
  type ClientLoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { PageUnavailable } from "~/components/not-found/PageUnavailable";
import { ShopFilters } from "~/components/product/ShopFilters";
import { ShopResults } from "~/components/product/ShopResults";
import * as s from "~/components/product/shop.css";
import { SHOP_HEAD, SHOP_HERO } from "~/data/content";
import { PRODUCTS } from "~/data/catalogue.server";
import { loadShopPage } from "~/lib/browser/catalogue";
import { pageMeta } from "~/lib/meta";
import { container, lead, pageTitle, section } from "~/styles/utils.css";
import {
  DEFAULT_QUERY,
  namesShopQuery,
  productListing,
  SHOP_PARAMS,
  shopPage,
  shopSearch,
  type ShopQuery,
} from "~/lib/shop-query";

export const meta = () => pageMeta(SHOP_HEAD);

/** Build time: the plain /shop's HTML, the first page of the catalogue. */
export async function loader({ request }: { request: Request }) {
  const byId = new Map(PRODUCTS.map((p) => [p.id, p]));
  const { search, searchParams } = new URL(request.url);
  const page = await shopPage(productListing(PRODUCTS), searchParams, (ids) => ids.flatMap((id) => byId.get(id) ?? []));
  return { ...page, search };
}

/** In the browser: a shared link's query is not in the HTML, so the page asks for it as it hydrates (`stale`). */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const { search, searchParams } = new URL(request.url);
  return { ...(await loadShopPage(searchParams, request.signal)), search };
}

/** Before the first paint, a shared link's listing is hidden until the page has its own (`stale`'s test). */
const hideIfStale = (search: string) =>
  `document.currentScript.parentNode.hidden=location.search!==${JSON.stringify(search)}&&${JSON.stringify(SHOP_PARAMS)}.some(n=>new URLSearchParams(location.search).get(n))`;

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
  const { query, more, products, total, search } = useLoaderData<typeof clientLoader>();
  const location = useLocation();
  // Hydrating a shared link: the HTML's listing until the client loader has read the URL.
  const stale = search !== location.search && namesShopQuery(new URLSearchParams(location.search));
  // The query the HTML was rendered for: its inline script stays as parsed, never rewritten.
  const [htmlSearch] = useState(search);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const revalidator = useRevalidator();
  const needsOwn = stale && revalidator.state === "idle";
  useEffect(() => {
    if (needsOwn) revalidator.revalidate();
  }, [needsOwn, revalidator]);
  const busy = navigation.state === "loading" && navigation.location.pathname === "/shop";

  const go = (next: ShopQuery, replace = false, pressed = 0) =>
    navigate({ pathname: "/shop", search: shopSearch(next, pressed) }, { preventScrollReset: true, replace });

  const clearAll = () => {
    go({ ...DEFAULT_QUERY, view: query.view });
    resultsRef.current?.focus();
  };

  return (
    <div className={`${container} ${section}`}>
      <header className={s.head}>
        <h1 className={pageTitle}>{SHOP_HERO.title}</h1>
        <p className={lead}>{SHOP_HERO.lead}</p>
      </header>
      <div hidden={stale}>
        <script dangerouslySetInnerHTML={{ __html: hideIfStale(htmlSearch) }} />
        {/* Remounted once the shared link's own query is in: the filter panel opens for a price or sort in it. */}
        <ShopFilters
          key={stale ? "html" : "url"}
          query={query}
          onQuery={go}
          onView={(view) => go({ ...query, view }, true, more)}
        />
        <ShopResults
          query={query}
          products={products}
          busy={busy}
          headingRef={resultsRef}
          onClear={clearAll}
          total={total}
          more={more}
          onExpand={() => go(query, true, more + 1)}
        />
      </div>
    </div>
  );
}

/** The listing could not be loaded (offline, its files not saved): said where the page was, with a retry. */
export function ErrorBoundary() {
  return <PageUnavailable />;
}
