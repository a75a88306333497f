import { flatRoutes } from "@remix-run/fs-routes";
import { route, type RouteConfig } from "@remix-run/route-config";
import { PRODUCT_ROUTE_ID } from "./data/ids";

/**
 * File-system routes from app/routes, plus the product pages (/shop/:slug): one route for every product,
 * whose pages the build prerenders (scripts/build/prerender.mjs), so the route manifest every page loads
 * does not grow with the catalogue. An unknown slug is this route's 404 (shop/404.html).
 */
export default flatRoutes({
  ignoredRouteFiles: ["**/*.css.ts", "**/*.test.*", "**/.*", "**/product.tsx"],
}).then((files) => [
  ...files,
  route("shop/:slug", "routes/product.tsx", { id: PRODUCT_ROUTE_ID }),
]) satisfies RouteConfig;
