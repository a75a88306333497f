import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { SHOP_HEAD, SHOP_HERO } from "~/data/content";
import { PRODUCTS } from "~/data/products";
import { firstPaintOf } from "~/lib/first-paint-page";
import { namesShopQuery, SHOP_PARAMS, shopListing } from "~/lib/shop-query";
import { container, lead, pageTitle, section } from "~/styles/utils.css";
import { ShopFilters } from "./ShopFilters";
import { ShopResults } from "./ShopResults";
import * as s from "./shop.css";

/** The shop page's frame and heading; the search, filters and results go below it. */
export function ShopPage({ children }: { children?: ReactNode }) {
  return (
    <div className={`${container} ${section}`}>
      <header className={s.head}>
        <h1 className={pageTitle}>{SHOP_HERO.title}</h1>
        <p className={lead}>{SHOP_HERO.lead}</p>
      </header>
      {children}
    </div>
  );
}

/**
 * Run by the browser as it parses the HTML, before the listing after it exists (so before it can
 * paint): the same test as namesShopQuery, on the address bar, hides the listing when true.
 * The build's CSP hashes the script.
 */
const HIDE_IF_QUERY = `document.currentScript.parentNode.hidden=${JSON.stringify(SHOP_PARAMS)}.some(n=>new URLSearchParams(location.search).get(n))`;

/**
 * /shop's first paint from HTML: what the route renders above the fold for the plain /shop (the
 * search, the category buttons, the status and the first cards, the first image the LCP; the
 * route adds the rest of the page below them), from the same data
 * (shopListing, the clientLoader's) and components, so the route replaces it without a shift.
 * The HTML is one file for every query, so when the URL gives a shop parameter a value
 * (`?q=`, `?category=`, `?sort=…&all=1`, a shared link) that listing would be the wrong one:
 * the script hides it (nothing under the heading; the frame is a viewport tall, so the footer stays
 * below the fold) until the route renders the real one. The render agrees with the script
 * (useLocation is the address bar's URL on the client, "/shop" in the prerender), so hydration
 * keeps the listing hidden and a client render hides it too.
 */
function ShopFirstPaint() {
  const pending = namesShopQuery(new URLSearchParams(useLocation().search));
  const { query, products, showAll } = shopListing(PRODUCTS, new URLSearchParams());
  return (
    <ShopPage>
      <div hidden={pending}>
        <script dangerouslySetInnerHTML={{ __html: HIDE_IF_QUERY }} />
        <ShopFilters query={query} />
        <ShopResults query={query} products={products} expanded={showAll} aboveTheFold />
      </div>
    </ShopPage>
  );
}

export const firstPaint = firstPaintOf(SHOP_HEAD, ShopFirstPaint);
