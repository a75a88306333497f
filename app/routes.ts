import { flatRoutes } from "@remix-run/fs-routes";
import { route, type RouteConfig } from "@remix-run/route-config";
import { PRODUCTS } from "./data/products";
import { productPath, productSlug } from "./lib/slug";

/**
 * File-system routes from app/routes, plus one static route per product (/shop/<slug>) sharing
 * routes/product.tsx. Static paths, not /shop/:slug: every page is prerendered, and an unknown
 * slug matches only the splat route, as 404.html was rendered for, so it hydrates in place.
 */
export default flatRoutes({
  ignoredRouteFiles: ["**/*.css.ts", "**/*.test.*", "**/.*", "**/product.tsx"],
}).then((files) => [
  ...files,
  ...PRODUCTS.map((p) =>
    route(productPath(p).slice(1), "routes/product.tsx", { id: `product/${productSlug(p.name)}` }),
  ),
]) satisfies RouteConfig;
