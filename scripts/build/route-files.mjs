// Which JS and CSS each page route loads, from Remix's route manifest and Vite's client manifest.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** @typedef {{ js: string[], css: string[] }} Files */
// `shared` leaves out Remix's manifest-<hash>.js, which every page loads too: it is not a Vite chunk.
/** @typedef {{ shared: Files, routes: Record<string, Files> }} RouteFiles */
/** @typedef {{ file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} ViteChunk */
/** @typedef {{ id: string, parentId?: string, file: string, path?: string, index?: boolean }} RemixRoute */

export function readRouteFiles(/** @type {string} */ buildDirectory) {
  const read = (path) => JSON.parse(readFileSync(join(buildDirectory, path), "utf8"));
  return routeFiles(read(".remix/manifest.json").routes, read(".vite/client-manifest.json"));
}

/** @returns {RouteFiles} */
function routeFiles(/** @type {Record<string, RemixRoute>} */ routes, /** @type {Record<string, ViteChunk>} */ chunks) {
  // Every route module and the client entry are Vite entries; the entry is the one that is no route's.
  const entries = Object.keys(chunks).filter((key) => chunks[key].isEntry);
  const isRouteFile = (key, file) => key.split("?")[0].endsWith(`/${file}`);
  const keyOf = (route) =>
    only(
      entries.filter((key) => isRouteFile(key, route.file)),
      `route file ${route.file}`,
    );
  const entry = only(
    entries.filter((key) => !Object.values(routes).some((route) => isRouteFile(key, route.file))),
    "client entry",
  );

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
  const byPath = /** @type {Record<string, Files>} */ ({});
  for (const route of Object.values(routes)) {
    if (route === root || Object.values(routes).some((child) => child.parentId === route.id)) continue;
    const chain = chainOf(route).slice(1);
    const path = route.path === "*" ? "*" : `/${chain.flatMap((r) => (r.path ? [r.path] : [])).join("/")}`;
    byPath[path.toLowerCase()] = filesOf(chain.map(keyOf), shared);
  }
  return { shared, routes: byPath };
}

export function filesForPath(/** @type {Record<string, Files>} */ routes, /** @type {string} */ pathname) {
  const path = pathname.replace(/\/+$/, "").toLowerCase() || "/";
  const fits = (pattern) => {
    const want = pattern.split("/");
    const have = path.split("/");
    return (
      want.length === have.length && want.every((part, i) => part === have[i] || (part.startsWith(":") && have[i]))
    );
  };
  return (
    routes[path] ??
    Object.entries(routes).find(([pattern]) => pattern.includes(":") && fits(pattern))?.[1] ??
    routes["*"]
  );
}

function only(list, what) {
  if (list.length !== 1) throw new Error(`Expected one ${what} in the build's manifests, found ${list.length}`);
  return list[0];
}
