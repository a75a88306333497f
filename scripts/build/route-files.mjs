// Which JS and CSS files each page route loads, read from the two manifests the build writes:
// Remix's route tree (`manifest: true`) and Vite's client chunks (`build.manifest: true`).
// scripts/weight.mjs weighs first visits with it; deploy-files.mjs lists the page paths.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * @typedef {{ js: string[], css: string[] }} Files  URLs, e.g. "/assets/shop-Ab12.js".
 * @typedef {{ shared: Files, routes: Record<string, Files> }} RouteFiles
 *   shared: what every page loads (the client entry and the root route, named by index.html;
 *   Remix's own manifest-<hash>.js, which index.html loads too, is not a Vite chunk);
 *   routes: per URL path of each page route ("/" for the index, "*" for the splat),
 *   the files it loads beyond `shared`.
 * @typedef {{ file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} ViteChunk
 * @typedef {{ id: string, parentId?: string, file: string, path?: string, index?: boolean }} RemixRoute
 */

/**
 * Reads the manifests from a finished build directory (e.g. "build") and maps every route to its files.
 * @param {string} buildDirectory
 */
export function readRouteFiles(buildDirectory) {
  const read = (path) => JSON.parse(readFileSync(join(buildDirectory, path), "utf8"));
  return routeFiles(read(".remix/manifest.json").routes, read(".vite/client-manifest.json"));
}

/**
 * @param {Record<string, RemixRoute>} routes Remix's route manifest (route files relative to app/)
 * @param {Record<string, ViteChunk>} chunks Vite's client manifest
 * @returns {RouteFiles}
 */
function routeFiles(routes, chunks) {
  // Every route module and the client entry are Vite entries; the entry is the one that is no route's.
  const entries = Object.keys(chunks).filter((key) => chunks[key].isEntry);
  const isRouteFile = (key, file) => key.split("?")[0].endsWith(`/${file}`);
  const keyOf = (route) => only(entries.filter((key) => isRouteFile(key, route.file)), `route file ${route.file}`);
  const entry = only(
    entries.filter((key) => !Object.values(routes).some((route) => isRouteFile(key, route.file))),
    "client entry",
  );

  /** Files of the chunks and everything they import statically (what loads with them). */
  const filesOf = (keys, skip = { js: [], css: [] }) => {
    const files = { js: [], css: [] };
    const visit = (key) => {
      const chunk = chunks[key];
      const url = `/${chunk.file}`;
      if (files.js.includes(url)) return;
      files.js.push(url);
      for (const css of chunk.css ?? []) if (!files.css.includes(`/${css}`)) files.css.push(`/${css}`);
      (chunk.imports ?? []).forEach(visit);
    };
    keys.forEach(visit);
    return { js: files.js.filter((f) => !skip.js.includes(f)), css: files.css.filter((f) => !skip.css.includes(f)) };
  };

  const chainOf = (route) => (route.parentId ? [...chainOf(routes[route.parentId]), route] : [route]);
  const root = only(
    Object.values(routes).filter((route) => !route.parentId),
    "root route",
  );
  const shared = filesOf([entry, keyOf(root)]);
  /** @type {Record<string, Files>} */
  const byPath = {};
  for (const route of Object.values(routes)) {
    if (route === root || Object.values(routes).some((child) => child.parentId === route.id)) continue;
    const chain = chainOf(route).slice(1);
    const path = route.path === "*" ? "*" : `/${chain.flatMap((r) => (r.path ? [r.path] : [])).join("/")}`;
    byPath[path.toLowerCase()] = filesOf(chain.map(keyOf), shared);
  }
  return { shared, routes: byPath };
}

/**
 * The files of the route a URL path shows: its own page's, else a dynamic route's whose pattern it fits
 * ("/shop/:slug"), else the splat (404) route's.
 * @param {Record<string, Files>} routes
 * @param {string} pathname
 * @returns {Files | undefined}
 */
export function filesForPath(routes, pathname) {
  const path = pathname.replace(/\/+$/, "").toLowerCase() || "/";
  const fits = (pattern) => {
    const want = pattern.split("/");
    const have = path.split("/");
    return want.length === have.length && want.every((part, i) => part === have[i] || (part.startsWith(":") && have[i]));
  };
  return routes[path] ?? Object.entries(routes).find(([pattern]) => pattern.includes(":") && fits(pattern))?.[1] ?? routes["*"];
}

function only(list, what) {
  if (list.length !== 1) throw new Error(`Expected one ${what} in the build's manifests, found ${list.length}`);
  return list[0];
}
