// Which JS and CSS each page route loads, from Remix's browser manifest (the deploy files, the bench, weight.spec).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { matchRoutes } from "react-router-dom";

/**
 * @typedef {{ id: string, parentId?: string, path?: string, index?: boolean, module: string, imports?: string[], css?: string[] }} ManifestRoute
 * @typedef {{ entry: { module: string, imports: string[] }, routes: Record<string, ManifestRoute> }} RemixManifest
 */

/**
 * Remix's browser manifest (the assets/manifest-<hash>.js every page loads).
 * @returns {{ url: string, manifest: RemixManifest }}
 */
export function readRemixManifest(/** @type {string} */ dir) {
  const file = readdirSync(join(dir, "assets")).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`No Remix manifest in ${join(dir, "assets")}: run the build first`);
  const text = readFileSync(join(dir, "assets", file), "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  return { url: `/assets/${file}`, manifest: /** @type {RemixManifest} */ (JSON.parse(json)) };
}

/** @typedef {{ js: string[], css: string[] }} Files */

/**
 * `shared`: the client entry's and the root route's; each page route's own beyond them. It leaves out the manifest's
 * own manifest-<hash>.js, which every page loads too.
 * @param {RemixManifest} manifest
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
