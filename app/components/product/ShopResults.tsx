import { useCallback, useRef, type RefObject } from "react";
import { SHOP_PAGE_SIZE } from "~/data/constants";
import type { Product } from "~/lib/entities";
import { isFiltered, type ShopQuery } from "~/lib/shop-query";
import { button } from "~/styles/button.css";
import { visuallyHidden } from "~/styles/utils.css";
import { FitsNotice } from "~/components/fit/FitsNotice";
import { ProductCard } from "./ProductCard";
import * as s from "./shop.css";

interface ShopResultsProps {
  query: ShopQuery;
  products: readonly Product[];
  total: number;
  /** Times Load More was pressed (`more=N`). */
  more: number;
  busy: boolean;
  headingRef: RefObject<HTMLHeadingElement>;
  onClear: () => void;
  onExpand: () => void;
}

export function ShopResults({ query, products, total, more, busy, headingRef, onClear, onExpand }: ShopResultsProps) {
  const focusFirstNew = useRef(false);
  // The first card Load More adds takes focus as it mounts.
  const firstNewMounted = useCallback((li: HTMLLIElement | null) => {
    if (!li || !focusFirstNew.current) return;
    focusFirstNew.current = false;
    li.focus();
  }, []);
  const firstNew = more * SHOP_PAGE_SIZE;
  const eagerCount = query.view === "grid" ? 4 : 2;

  return (
    <section aria-labelledby="shop-results" aria-busy={busy || undefined}>
      <h2 id="shop-results" ref={headingRef} tabIndex={-1} className={s.resultsTitle}>
        {query.q ? `Results for “${query.q}”` : "Products"}
      </h2>
      <p className={s.status} aria-live="polite" aria-atomic="true" data-testid="shop-status">
        {total === 0
          ? "No products found"
          : `Showing ${products.length} of ${total} ${total === 1 ? "product" : "products"}`}
      </p>
      <FitsNotice query={query} />
      {total === 0 ? (
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
          {products.map((product, i) => (
            <li
              key={product.id}
              ref={more > 0 && i === firstNew ? firstNewMounted : undefined}
              tabIndex={more > 0 && i === firstNew ? -1 : undefined}
              className={s.item}
            >
              <ProductCard product={product} eager={i < eagerCount} priority={i === 0} layout={query.view} />
            </li>
          ))}
        </ul>
      )}
      {products.length < total ? (
        <div className={s.more}>
          <button
            type="button"
            className={button.secondary}
            onClick={() => {
              focusFirstNew.current = true;
              onExpand();
            }}
          >
            Load More Products<span className={visuallyHidden}> ({total - products.length} more)</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
