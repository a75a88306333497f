// Which JS and CSS each page route loads, from Remix's browser manifest (scripts/weight.mjs reads it).
import { matchRoutes } from "react-router-dom";

/** @typedef {{ js: string[], css: string[] }} Files */

/**
 * `shared`: the client entry's and the root route's; each page route's own beyond them. It leaves out the manifest's
 * own manifest-<hash>.js, which every page loads too.
 * @param {import("../weight.mjs").RemixManifest} manifest
 * @returns {{ shared: Files, routes: Record<string, Files> }}
 */
export function routeFiles({ entry, routes }) {
  const filesOf = (parts, skip = { js: [], css: [] }) => {
    const js = new Set(parts.flatMap((part) => [part.module, ...(part.imports ?? [])]));
    const css = new Set(parts.flatMap((part) => part.css ?? []));
    return { js: [...js].filter((f) => !skip.js.includes(f)), css: [...css].filter((f) => !skip.css.includes(f)) };
  };
  const all = Object.values(routes);
  const chainOf = (route) => (route.parentId ? [...chainOf(routes[route.parentId]), route] : [route]);
  const root = all.find((route) => !route.parentId);
  const shared = filesOf([entry, root]);
  const byPath = /** @type {Record<string, Files>} */ ({});
  for (const route of all) {
    if (route === root || all.some((child) => child.parentId === route.id)) continue;
    const chain = chainOf(route).slice(1);
    const path = route.path === "*" ? "*" : `/${chain.flatMap((r) => (r.path ? [r.path] : [])).join("/")}`;
    byPath[path.toLowerCase()] = filesOf(chain, shared);
  }
  return { shared, routes: byPath };
}

// React Router's own matching: any case, a trailing slash, a dynamic segment, else the splat route.
export function filesForPath(/** @type {Record<string, Files>} */ routes, /** @type {string} */ pathname) {
  const patterns = Object.keys(routes).map((path) => ({ path }));
  const match = matchRoutes(patterns, pathname)?.[0];
  return match && routes[match.route.path];
}
