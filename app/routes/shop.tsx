import {
  Form,
  useLoaderData,
  useNavigate,
  useNavigation,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { InputField, SelectField } from "~/components/form/Field";
import { ProductCard } from "~/components/product/ProductCard";
import * as s from "~/components/product/shop.css";
import { ShopPage } from "~/components/product/ShopHeading";
import { SHOP_HEAD } from "~/data/content";
import { SHOP_PAGE_SIZE } from "~/data/constants";
import { PRODUCTS, SHOP_FILTERS, type ShopFilterId } from "~/data/products";
import { pageMeta } from "~/lib/meta";
import {
  DEFAULT_QUERY,
  isFiltered,
  parseShopQuery,
  parseShowAll,
  queryProducts,
  SHOP_SORTS,
  shopSearch,
  SORT_LABELS,
  type ShopQuery,
  type ShopView,
} from "~/lib/shop-query";
import { button } from "~/styles/button.css";
import { visuallyHidden } from "~/styles/utils.css";

export const meta: MetaFunction = () => pageMeta(SHOP_HEAD);

/** Filtering, search and sort over the hard-coded catalogue, from the URL (pure: see lib/shop-query). */
export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const { searchParams } = new URL(request.url);
  const query = parseShopQuery(searchParams);
  return {
    query,
    showAll: parseShowAll(searchParams),
    products: queryProducts(PRODUCTS, query),
    total: PRODUCTS.length,
  };
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

const FORM_FIELDS = ["q", "min", "max", "sort", "category", "view"] as const;

function queryFromForm(form: HTMLFormElement): ShopQuery {
  const data = new FormData(form);
  const params = new URLSearchParams();
  for (const name of FORM_FIELDS) {
    const value = data.get(name);
    if (typeof value === "string" && value.trim() !== "") params.set(name, value);
  }
  return parseShopQuery(params);
}

function GridIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <rect x="3" y="3" width="8" height="8" rx="1.5" />
      <rect x="13" y="3" width="8" height="8" rx="1.5" />
      <rect x="3" y="13" width="8" height="8" rx="1.5" />
      <rect x="13" y="13" width="8" height="8" rx="1.5" />
    </svg>
  );
}

function ListIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <rect x="3" y="4" width="18" height="4" rx="1.5" />
      <rect x="3" y="10" width="18" height="4" rx="1.5" />
      <rect x="3" y="16" width="18" height="4" rx="1.5" />
    </svg>
  );
}

export default function Shop() {
  const { query, showAll, products } = useLoaderData<typeof clientLoader>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const panelId = useId();
  const [panelOpen, setPanelOpen] = useState(
    () => query.min !== null || query.max !== null || query.sort !== "featured",
  );
  const busy = navigation.state === "loading" && navigation.location.pathname === "/shop";

  const go = (next: ShopQuery, replace = false, all = false) =>
    navigate({ pathname: "/shop", search: shopSearch(next, all) }, { preventScrollReset: true, replace });

  // Uncontrolled inputs follow the URL (Back/Forward, chips, clear) without remounting, so focus stays put.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const set = (name: string, value: string) => {
      const el = form.elements.namedItem(name);
      if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) el.value = value;
    };
    set("q", query.q);
    set("min", query.min === null ? "" : String(query.min));
    set("max", query.max === null ? "" : String(query.max));
    set("sort", query.sort);
  }, [query]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(queryFromForm(event.currentTarget));
  };

  const clearAll = () => {
    go({ ...DEFAULT_QUERY, view: query.view });
    resultsRef.current?.focus();
  };

  const resetPanel = () => go({ ...query, min: null, max: null, sort: "featured" });

  const setCategory = (category: ShopFilterId) => go({ ...query, category });
  // Load More is in the URL (Back from a product returns the list as long as it was); any filter change
  // drops it, a view change keeps it.
  const setView = (view: ShopView) => go({ ...query, view }, true, showAll);

  return (
    <ShopPage>
      <Form
        ref={formRef}
        method="get"
        action="/shop"
        role="search"
        aria-label="Products"
        onSubmit={onSubmit}
        noValidate
      >
        <input type="hidden" name="category" value={query.category === "all" ? "" : query.category} />
        <input type="hidden" name="view" value={query.view === "grid" ? "" : query.view} />
        <div className={s.searchRow}>
          <InputField
            name="q"
            type="search"
            label="Search products"
            defaultValue={query.q}
            autoComplete="off"
            enterKeyHint="search"
            fieldClassName={s.searchField}
          />
          <button type="submit" className={button.primary}>
            Search
          </button>
        </div>

        <div className={s.toolbar}>
          <div className={s.chips} role="group" aria-label="Category">
            {SHOP_FILTERS.map((f) => (
              <button
                key={f.id}
                type="button"
                className={s.chip}
                aria-pressed={query.category === f.id}
                onClick={() => setCategory(f.id)}
                data-category={f.id}
              >
                {f.label} <span className={s.count}>{f.count}</span>
              </button>
            ))}
          </div>
          <div className={s.tools}>
            <button
              type="button"
              className={button.secondary}
              aria-expanded={panelOpen}
              aria-controls={panelId}
              onClick={() => setPanelOpen((o) => !o)}
            >
              More Filters
            </button>
            <div className={s.segmented} role="group" aria-label="View">
              <button
                type="button"
                className={s.segment}
                aria-pressed={query.view === "grid"}
                onClick={() => setView("grid")}
              >
                <GridIcon /> Grid
              </button>
              <button
                type="button"
                className={s.segment}
                aria-pressed={query.view === "list"}
                onClick={() => setView("list")}
              >
                <ListIcon /> List
              </button>
            </div>
          </div>
        </div>

        <div id={panelId} hidden={!panelOpen}>
          <fieldset className={`${s.fieldset} ${s.panel}`}>
            <legend className={s.panelLegend}>Price range and sort</legend>
            <InputField
              name="min"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              label="Min price (KSh)"
              defaultValue={query.min ?? ""}
              fieldClassName={s.panelField}
            />
            <InputField
              name="max"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              label="Max price (KSh)"
              defaultValue={query.max ?? ""}
              fieldClassName={s.panelField}
            />
            <SelectField name="sort" label="Sort by" defaultValue={query.sort} fieldClassName={s.panelField}>
              {SHOP_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </SelectField>
            <div className={s.panelActions}>
              <button type="submit" className={button.primary}>
                Apply
              </button>
              <button type="button" className={button.ghost} onClick={resetPanel}>
                Reset
              </button>
            </div>
          </fieldset>
        </div>
      </Form>

      <Results
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

interface ResultsProps {
  query: ShopQuery;
  products: ReturnType<typeof queryProducts>;
  busy: boolean;
  headingRef: React.RefObject<HTMLHeadingElement>;
  onClear: () => void;
  expanded: boolean;
  onExpand: () => void;
}

function Results({ query, products, busy, headingRef, onClear, expanded, onExpand }: ResultsProps) {
  const firstNewRef = useRef<HTMLLIElement>(null);
  const focusFirstNew = useRef(false);
  const shown = expanded ? products : products.slice(0, SHOP_PAGE_SIZE);
  const hasMore = shown.length < products.length;
  const eagerCount = query.view === "grid" ? 4 : 2;

  useEffect(() => {
    if (!focusFirstNew.current) return;
    focusFirstNew.current = false;
    firstNewRef.current?.focus();
  }, [expanded]);

  const status =
    products.length === 0
      ? "No products found"
      : `Showing ${shown.length} of ${products.length} ${products.length === 1 ? "product" : "products"}`;

  return (
    <section aria-labelledby="shop-results" aria-busy={busy || undefined}>
      <h2 id="shop-results" ref={headingRef} tabIndex={-1} className={s.resultsTitle}>
        {query.q ? `Results for “${query.q}”` : "Products"}
      </h2>
      <p className={s.status} aria-live="polite" aria-atomic="true" data-testid="shop-status">
        {status}
      </p>
      {products.length === 0 ? (
        <div className={s.empty}>
          <p>
            <strong>No products match your {query.q ? "search and filters" : "filters"}.</strong>
          </p>
          <p>Try another search, or clear the filters to see every product.</p>
          {isFiltered(query) ? (
            <button type="button" className={button.primary} onClick={onClear}>
              Clear filters
            </button>
          ) : null}
        </div>
      ) : (
        <ul className={s.list[query.view]} data-testid="product-list" data-view={query.view}>
          {shown.map((product, i) => (
            <li
              key={product.id}
              ref={i === SHOP_PAGE_SIZE ? firstNewRef : undefined}
              tabIndex={i === SHOP_PAGE_SIZE ? -1 : undefined}
              className={s.item}
            >
              <ProductCard product={product} eager={i < eagerCount} layout={query.view} />
            </li>
          ))}
        </ul>
      )}
      {hasMore ? (
        <div className={s.more}>
          <button
            type="button"
            className={button.secondary}
            onClick={() => {
              focusFirstNew.current = true;
              onExpand();
            }}
          >
            Load More Products<span className={visuallyHidden}> ({products.length - shown.length} more)</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
