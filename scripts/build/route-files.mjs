// Which JS and CSS files each page route loads, read from the two manifests the build writes:
// Remix's route tree (`manifest: true`) and Vite's client chunks (`build.manifest: true`).
// The build preloads from it (html.mjs); scripts/weight.mjs weighs first visits with it.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * @typedef {{ js: string[], css: string[] }} Files  URLs, e.g. "/assets/shop-Ab12.js".
 * @typedef {{ shared: Files, routes: Record<string, Files>, firstPaint: Record<string, Files> }} RouteFiles
 *   shared: what every page loads (the client entry and the root route, named by index.html;
 *   Remix's own manifest-<hash>.js, which index.html loads too, is not a Vite chunk);
 *   routes: per URL path of each page route ("/" for the index, "*" for the splat),
 *   the files it loads beyond `shared`; firstPaint: per path, those of them the page's first
 *   paint needs (the modules app/first-paint.tsx loads lazily that the route imports: the
 *   build inlines their CSS into the page's HTML).
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
  // What the shared code imports lazily (the first-paint modules among them).
  const lazy = Object.keys(chunks).filter(
    (key) => shared.js.includes(`/${chunks[key].file}`) && (chunks[key].dynamicImports ?? []).length > 0,
  );
  const lazyKeys = lazy.flatMap((key) => chunks[key].dynamicImports ?? []);
  /** @type {Record<string, Files>} */
  const byPath = {};
  /** @type {Record<string, Files>} */
  const firstPaint = {};
  for (const route of Object.values(routes)) {
    if (route === root || Object.values(routes).some((child) => child.parentId === route.id)) continue;
    const chain = chainOf(route).slice(1);
    const path = route.path === "*" ? "*" : `/${chain.flatMap((r) => (r.path ? [r.path] : [])).join("/")}`;
    const files = filesOf(chain.map(keyOf), shared);
    byPath[path.toLowerCase()] = files;
    firstPaint[path.toLowerCase()] = filesOf(
      lazyKeys.filter((key) => files.js.includes(`/${chunks[key].file}`)),
      shared,
    );
  }
  return { shared, routes: byPath, firstPaint };
}

/**
 * The files of the route a URL path shows: its own page's, else the splat (404) route's.
 * One lookup rule for the build (html.mjs) and the weight test.
 * @param {Record<string, Files>} routes
 * @param {string} pathname
 * @returns {Files | undefined}
 */
export function filesForPath(routes, pathname) {
  var path = pathname.replace(/\/+$/, "").toLowerCase() || "/";
  if (routes[path]) return routes[path];
  // A `:param` segment (e.g. /shop/:slug) matches any one segment.
  var parts = path.split("/");
  for (var key in routes) {
    var want = key.split("/");
    if (key.indexOf(":") < 0 || want.length !== parts.length) continue;
    for (var i = 0; i < want.length && (want[i].charAt(0) === ":" || want[i] === parts[i]); i++);
    if (i === want.length) return routes[key];
  }
  return routes["*"];
}

function only(list, what) {
  if (list.length !== 1) throw new Error(`Expected one ${what} in the build's manifests, found ${list.length}`);
  return list[0];
}
