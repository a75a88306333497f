import { expect, it } from "vitest";
import { htmlFileFor, NOT_FOUND_FILE, staticPages } from "../scripts/build/prerender.mjs";

const Page = () => null;
const route = (id: string, path: string | undefined, module: object = { default: Page }, extra: object = {}) => ({
  id,
  parentId: id === "root" ? undefined : "root",
  path,
  module,
  ...extra,
});

/** A route tree as the server build has it, and its asset manifest's loader flags. */
const ROUTES = {
  root: route("root", ""),
  "routes/_index": route("routes/_index", undefined, { default: Page }, { index: true }),
  "routes/shop": route("routes/shop", "shop", { default: Page, loader: () => null }),
  "routes/services.android-ios-support": route("routes/services.android-ios-support", "services/android-ios-support"),
  product: route("product", "shop/:slug", { default: Page, loader: () => null }),
  "routes/actions.booking": route("routes/actions.booking", "actions/booking", { clientAction: () => null }),
  "routes/$": route("routes/$", "*"),
};
const ASSETS = {
  "routes/shop": { hasLoader: true, hasClientLoader: true },
  product: { hasLoader: true, hasClientLoader: true },
};
/** The product route's pages, as the server build's prerenderPaths() gives them. */
const DYNAMIC = { "/shop/:slug": ["/shop/usb-cable", "/shop/case"] };

it("every route with a component and no children is a page, at its path; the splat route is 404.html; a dynamic route has its listed pages and its own 404 page", () => {
  // A route added to the tree (faq) is a page with nothing else to register.
  const { pages, problems } = staticPages({ ...ROUTES, "routes/faq": route("routes/faq", "faq") }, ASSETS, DYNAMIC);
  expect(problems).toEqual([]);
  expect(pages).toEqual([
    { path: "/", file: "index.html" },
    { path: "/404", file: NOT_FOUND_FILE },
    { path: "/faq", file: "faq/index.html" },
    { path: "/services/android-ios-support", file: "services/android-ios-support/index.html" },
    { path: "/shop", file: "shop/index.html" },
    { path: "/shop/404", file: "shop/404.html", status: 404 },
    { path: "/shop/case", file: "shop/case/index.html" },
    { path: "/shop/usb-cable", file: "shop/usb-cable/index.html" },
  ]);
});

it("refuses what a static host cannot serve: server actions, headers, loaders without clientLoaders, dynamic paths without pages, a dynamic route's page at its 404 page's path", () => {
  const { problems } = staticPages(
    {
      ...ROUTES,
      "routes/a": route("routes/a", "a", { default: Page, action: () => null }),
      "routes/h": route("routes/h", "h", { default: Page, headers: () => ({}) }),
      "routes/l": route("routes/l", "l", { default: Page, loader: () => null }),
      "routes/p": route("routes/p", "p/:id"),
    },
    { ...ASSETS, "routes/l": { hasLoader: true, hasClientLoader: false } },
    DYNAMIC,
  );
  expect(problems).toEqual([
    "routes/a exports an action: use clientAction (no server runs)",
    "routes/h exports headers: a static host cannot send them per page",
    "routes/l has a loader without a clientLoader: client navigations would fetch from a server",
    "routes/p: /p/:id is not a static path",
  ]);
  expect(staticPages(ROUTES, ASSETS, { "/shop/:slug": ["/shop/404"] }).problems).toEqual([
    "product: /shop/404 is a page, but names its 404 file",
  ]);
});

it("file names: a folder's index.html for every page path", () => {
  expect(htmlFileFor("/")).toBe("index.html");
  expect(htmlFileFor("/shop")).toBe("shop/index.html");
  expect(htmlFileFor("/shop/")).toBe("shop/index.html");
  for (const bad of ["", "shop", "/../x", "/a//b", "/Shop", "/a?b"]) expect(() => htmlFileFor(bad), bad).toThrow();
});
