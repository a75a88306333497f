import { flatRoutes } from "@remix-run/fs-routes";
import { route, type RouteConfig } from "@remix-run/route-config";
import { PRODUCT_ROUTE_ID } from "./data/ids";

// One route for every product page, so the route manifest every page loads does not grow with the catalogue.
export default flatRoutes({
  ignoredRouteFiles: ["**/*.css.ts", "**/*.test.*", "**/.*", "**/product.tsx"],
}).then((files) => [
  ...files,
  route("shop/:slug", "routes/product.tsx", { id: PRODUCT_ROUTE_ID }),
]) satisfies RouteConfig;
