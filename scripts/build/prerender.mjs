// Every page's whole HTML, rendered at build time by Remix's own server renderer: the build is a
// normal SSR build, and this renders each page path with the public createRequestHandler, writes
// <path>/index.html (and 404.html from the splat route), then deletes the server build, as nothing
// runs on a server in production. The browser hydrates that same HTML in place.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

/** The 404 page's file: what a host answers, with status 404, for a path with no file of its own. */
export const NOT_FOUND_FILE = "404.html";

/** The path the splat route is rendered at for 404.html (no page has it). */
const NOT_FOUND_PATH = "/404";

/** The file a dynamic route's unknown paths are answered with, beside its pages (e.g. shop/404.html). */
const notFoundFileOf = (pattern) => `${pattern.slice(1, pattern.lastIndexOf("/"))}/${NOT_FOUND_FILE}`;

/**
 * @typedef {{ id: string, parentId?: string, path?: string, index?: boolean }} Route
 * @typedef {{ hasLoader: boolean, hasClientLoader: boolean }} RouteAssets
 * @typedef {{ default?: unknown, action?: unknown, headers?: unknown }} RouteModule
 */

/**
 * What the server build's routes mean for a static site, or what is wrong with them:
 * - a page is a route with a component and no child routes; its path is its parents' joined;
 * - a route without a component (an action route) is no page and is not written;
 * - the splat route ("*") is the 404 page;
 * - a route with a dynamic segment ("/shop/:slug") has the pages `dynamic` lists for its path, and
 *   its own 404 page beside them (shop/404.html: the route's error for a path it does not have);
 * - nothing can run on a server at run time: no `action` or `headers` export, and a `loader`
 *   (build-time data for the HTML) only beside a `clientLoader` that serves client navigations.
 * @param {Record<string, Route & { module: RouteModule }>} routes the server build's `routes`
 * @param {Record<string, RouteAssets>} assets the server build's `assets.routes`
 * @param {Record<string, string[]>} [dynamic] a dynamic route's path -> its pages' paths
 * @returns {{ pages: { path: string, file: string, status?: number }[], problems: string[] }}
 */
export function staticPages(routes, assets, dynamic = {}) {
  const all = Object.values(routes);
  const problems = [];
  const pages = [];
  const pathOf = (route) => {
    const parent = route.parentId ? pathOf(routes[route.parentId]) : "";
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  for (const route of all) {
    const { module } = route;
    if (module.action) problems.push(`${route.id} exports an action: use clientAction (no server runs)`);
    if (module.headers) problems.push(`${route.id} exports headers: a static host cannot send them per page`);
    if (assets[route.id]?.hasLoader && !assets[route.id]?.hasClientLoader)
      problems.push(`${route.id} has a loader without a clientLoader: client navigations would fetch from a server`);
    if (!module.default || all.some((child) => child.parentId === route.id)) continue;
    const path = `/${pathOf(route)}`;
    if (path.endsWith("/*")) pages.push({ path: NOT_FOUND_PATH, file: NOT_FOUND_FILE });
    else if (dynamic[path]) {
      const paths = dynamic[path];
      const missing = path.replace(/:[^/]+$/, "404");
      if (paths.includes(missing)) problems.push(`${route.id}: ${missing} is a page, but names its 404 file`);
      pages.push(...paths.map((p) => ({ path: p, file: htmlFileFor(p) })));
      pages.push({ path: missing, file: notFoundFileOf(path), status: 404 });
    } else if (path.includes(":") || path.includes("*")) problems.push(`${route.id}: ${path} is not a static path`);
    else pages.push({ path, file: htmlFileFor(path) });
  }
  return { pages: pages.sort((a, b) => a.path.localeCompare(b.path)), problems };
}

/** Whether `path` is one a page can have: "/", "/shop", "/shop/" (lower-case letters, digits, dashes). */
export function isPagePath(path) {
  return /^\/[a-z0-9/-]*$/.test(path) && !path.includes("//");
}

/** "/" -> index.html, "/shop" -> shop/index.html (hosts serve /shop and /shop/ from it). */
export function htmlFileFor(path) {
  if (!isPagePath(path)) throw new Error(`Not a page path: ${path}`);
  const clean = path.replace(/\/+$/, "");
  return clean === "" ? "index.html" : `${clean.slice(1)}/index.html`;
}

/**
 * Renders every page of the server build into the client folder, then removes the server build.
 * @param {string} buildDirectory e.g. "build"
 * @returns {Promise<string>} a one-line summary for the build log
 */
export async function prerender(buildDirectory) {
  const server = join(buildDirectory, "server");
  const build = await import(pathToFileURL(join(server, "index.js")).href);
  const { createRequestHandler } = await import("@remix-run/node");
  const { staticFiles, prerenderPaths } = build.entry.module;
  // First: it validates the catalogue, so a bad product fails the build by its name and field.
  /** @type {Map<string, unknown>} */
  const files = staticFiles();
  const { pages, problems } = staticPages(build.routes, build.assets.routes, prerenderPaths());
  if (problems.length > 0) throw new Error(`Routes a static site cannot serve:\n${problems.join("\n")}`);
  const client = join(buildDirectory, "client");
  const write = async (file, data) => {
    const target = join(client, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, data);
  };
  for (const [path, data] of files) await write(path.slice(1), JSON.stringify(data));
  const handler = createRequestHandler(build, "production");
  for (const { path, file, status = 200 } of pages) {
    const response = await handler(new Request(`http://localhost${path}`));
    const html = await response.text();
    if (response.status !== status)
      throw new Error(`Prerendering ${path}: status ${response.status}\n${html}`);
    await write(file, html);
  }
  await rm(server, { recursive: true, force: true });
  return `prerendered ${pages.length} pages and ${files.size} catalogue files`;
}
