import { flatRoutes } from "@remix-run/fs-routes";
import type { RouteConfig } from "@remix-run/route-config";

// File-system routes from app/routes. Styles (*.css.ts) and tests never
// become routes.
export default flatRoutes({
  ignoredRouteFiles: ["**/*.css.ts", "**/*.test.*", "**/.*"],
}) satisfies RouteConfig;
