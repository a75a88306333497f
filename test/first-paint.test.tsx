import type { MetaFunction } from "@remix-run/react";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, type LoaderFunction } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { SHOP_PAGE_SIZE } from "~/data/constants";
import { PRODUCTS } from "~/data/products";
import { FIRST_PAINT_PATHS, loadFirstPaint, NEUTRAL_SHELL_PATH } from "~/first-paint";
import { CartProvider } from "~/lib/cart-store";
import { DEFAULT_QUERY, parseShopQuery, parseShowAll, queryProducts, shopSearch } from "~/lib/shop-query";
import { productPath } from "~/lib/slug";
import { sharePngPath } from "~/lib/share-image";
import { routeArgs } from "./route-helpers";

/** Each page's route module, by path (the same pages SPEC.md's table lists). */
const ROUTES: Record<string, () => Promise<{ meta: MetaFunction }>> = {
  "/": () => import("~/routes/_index"),
  "/shop": () => import("~/routes/shop"),
  "/services": () => import("~/routes/services._index"),
  "/about": () => import("~/routes/about"),
  "/contact": () => import("~/routes/contact"),
  "/track-order": () => import("~/routes/track-order"),
  "/services/multi-brand-device-setup": () => import("~/routes/services.multi-brand-device-setup"),
  "/services/android-ios-support": () => import("~/routes/services.android-ios-support"),
};

const metaOf = (meta: MetaFunction) => meta({} as Parameters<MetaFunction>[0]);

// Cold imports of every route module under a busy machine: more than the default 5 s.
describe("first paint: one per page, the same head as the route's meta", { timeout: 60_000 }, () => {
  it("every page of SPEC.md's table has one (and only those)", () => {
    expect([...FIRST_PAINT_PATHS].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  for (const path of Object.keys(ROUTES)) {
    it(`${path}: its module loads, names its path, and its head tags are the route's meta`, async () => {
      const page = await loadFirstPaint(path);
      expect(page?.path).toBe(path);
      const { meta } = await ROUTES[path]!();
      expect(page?.meta).toEqual(metaOf(meta));
      expect(page?.meta).toContainEqual({ tagName: "link", rel: "canonical", href: `https://simutech.co.ke${path}` });
    });
  }

  it("a product page: its own path and head, the product route's meta with the site's origin, JSON-LD once", async () => {
    const product = PRODUCTS[0]!;
    const path = productPath(product);
    const page = await loadFirstPaint(path);
    expect(page?.path).toBe(path);
    const { meta } = await import("~/routes/shop_.$slug");
    const data = { product, related: [], origin: "https://simutech.co.ke" };
    expect(page?.meta).toEqual(meta({ data } as unknown as Parameters<MetaFunction>[0]));
    expect(page?.meta).toContainEqual({
      property: "og:image",
      content: `https://simutech.co.ke${sharePngPath(product.image)}`,
    });
    expect(page?.meta.filter((d) => "script:ld+json" in d)).toHaveLength(1);
    expect((await loadFirstPaint("/shop/no-such-product"))?.path).toBe("*");
  });

  it("a trailing slash is the same page; any other path (case included, as file names) is the 404 page's", async () => {
    expect((await loadFirstPaint("/shop/"))?.path).toBe("/shop");
    for (const path of ["*", "/SHOP", "/no/such/page", "/privacy"]) {
      const page = await loadFirstPaint(path);
      expect(page?.path, path).toBe("*");
      // One file answers all of them: no header link may claim to be the current page.
      expect(page?.anyPath, path).toBe(true);
    }
    const { meta } = await import("~/routes/$");
    expect((await loadFirstPaint("*"))?.meta).toEqual(metaOf(meta));
  });

  it("the neutral shell (none given, or its own path) has no page", async () => {
    expect(await loadFirstPaint(undefined)).toBeNull();
    expect(await loadFirstPaint(NEUTRAL_SHELL_PATH)).toBeNull();
    expect(FIRST_PAINT_PATHS).not.toContain(NEUTRAL_SHELL_PATH);
  });
});

/** Renders at `url` inside a data router (Remix's Form and hooks need one), a cart around it as in the app. */
function renderAt(url: string, element: ReactElement, loader?: LoaderFunction) {
  const router = createMemoryRouter([{ path: "/shop", element, loader }], { initialEntries: [url] });
  return render(
    <CartProvider>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </CartProvider>,
  );
}

/** Markup with React's generated ids (useId: they depend on the tree's shape) named by order of appearance. */
function normalizedIds(html: string): string {
  const ids = [...new Set(html.match(/:r[0-9a-z]+:/g) ?? [])];
  return ids.reduce((out, id, i) => out.replaceAll(id, `id${i}`), html);
}

describe("first paint of /shop: the route's listing for the plain /shop", () => {
  const shopPaint = async () => (await loadFirstPaint("/shop"))!.Content;
  const listed = queryProducts(PRODUCTS, DEFAULT_QUERY);

  /** The route's cards above the fold (eager): what the first paint shows of the grid. */
  const ABOVE_THE_FOLD = 4;

  it("the search, the categories, the status and the cards above the fold, the first image the LCP", async () => {
    const Content = await shopPaint();
    const { container } = renderAt("/shop", <Content />);
    const cards = [...container.querySelectorAll('[data-testid="product-card"]')];
    expect(cards.map((c) => c.getAttribute("data-product-id"))).toEqual(
      listed.slice(0, ABOVE_THE_FOLD).map((p) => String(p.id)),
    );
    const images = cards.map((c) => c.querySelector("img")!);
    expect(images[0]!.getAttribute("fetchpriority")).toBe("high");
    expect(images.slice(1).filter((i) => i.hasAttribute("fetchpriority"))).toEqual([]);
    expect(images.map((i) => i.getAttribute("loading"))).toEqual(Array<string>(ABOVE_THE_FOLD).fill("eager"));
    expect(screen.getByRole("search", { name: "Products" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /^All Products/, pressed: true })).toBeTruthy();
    // The route's status: the page holds SHOP_PAGE_SIZE cards, the route adds those below the fold.
    expect(screen.getByTestId("shop-status").textContent).toBe(
      `Showing ${SHOP_PAGE_SIZE} of ${listed.length} products`,
    );
    expect(screen.queryByRole("button", { name: /Load More/ })).toBeNull();
    expect(container.querySelector("[hidden] [data-testid=product-list]")).toBeNull();
  });

  it("is the top of the markup the route renders for /shop (same components and data: hydration matches, nothing moves)", async () => {
    const Content = await shopPaint();
    const paint = renderAt("/shop", <Content />)
      .container.querySelector("h1")!
      .closest("div")!;
    const listing = paint.querySelector(":scope > div")!;
    // The first paint's wrapper holds its script, then what the route renders below the heading, down to the fold.
    listing.querySelector(":scope > script")!.remove();
    const firstPaintHtml = normalizedIds(`${paint.querySelector(":scope > header")!.outerHTML}${listing.innerHTML}`);
    expect(firstPaintHtml.match(/data-testid="product-card"/g)).toHaveLength(ABOVE_THE_FOLD);
    cleanup();
    const { default: Shop, clientLoader } = await import("~/routes/shop");
    const { container } = renderAt("/shop", <Shop />, ({ request }) => clientLoader(routeArgs(request)));
    await waitFor(() => expect(container.querySelector("h1")).toBeTruthy());
    const route = container.querySelector("h1")!.closest("div")!;
    // Below the fold: the other cards of the page and Load More.
    expect(route.querySelectorAll("[data-testid=product-list] > li")).toHaveLength(SHOP_PAGE_SIZE);
    route
      .querySelectorAll(`[data-testid=product-list] > li:nth-child(n+${ABOVE_THE_FOLD + 1})`)
      .forEach((li) => li.remove());
    screen.getByRole("button", { name: /^Load More Products/ }).parentElement!.remove();
    expect(normalizedIds(route.innerHTML)).toBe(firstPaintHtml);
  });

  // Shared links to a filtered shop: the HTML is the same file, so the plain listing must not pass for their result.
  const URLS = [
    ["", false],
    ["?utm_source=whatsapp&fbclid=x", false],
    ["?q=", false],
    ["?q=case", true],
    ["?category=samsung", true],
    ["?category=nokia", true],
    ["?sort=price-asc&all=1", true],
    ["?all=1", true],
    ["?view=list", true],
    ["?min=1000", true],
    ["?max=3000&utm_source=x", true],
    ["?%71=case", true],
  ] as const;

  it("a URL naming the shop's parameters hides the listing, in the render and by the HTML's own script", async () => {
    const Content = await shopPaint();
    for (const [search, hidden] of URLS) {
      const { container } = renderAt(`/shop${search}`, <Content />);
      const listing = container.querySelector("[data-testid=product-list]")!.closest("section")!.parentElement!;
      expect(listing.hidden, `render: /shop${search}`).toBe(hidden);
      // The inline script agrees, run by the document (jsdom runs inserted scripts) at that address.
      window.history.replaceState(null, "", `/shop${search}`);
      const parsed = document.createElement("div");
      const script = document.createElement("script");
      script.textContent = listing.querySelector(":scope > script")!.textContent;
      parsed.append(script);
      document.body.append(parsed);
      expect(parsed.hidden, `script: /shop${search}`).toBe(hidden);
      parsed.remove();
      // Whatever it shows is the plain /shop's list.
      const params = new URLSearchParams(search);
      if (!hidden) expect(shopSearch(parseShopQuery(params), parseShowAll(params))).toBe("");
      cleanup();
    }
  });
});
