// Every page's whole HTML from the SSR build through Remix's public createRequestHandler; then the server build is
// deleted, as nothing runs on a server in production.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

export const NOT_FOUND_FILE = "404.html";

/**
 * A page is a leaf route with a component; a dynamic route has the pages `dynamic` lists and its own 404 page;
 * nothing runs on a server, so no `action` or `headers`, and a `loader` only beside a `clientLoader`.
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
    if (route.module.action) problems.push(`${route.id} exports an action: use clientAction (no server runs)`);
    if (route.module.headers) problems.push(`${route.id} exports headers: a static host cannot send them per page`);
    if (assets[route.id]?.hasLoader && !assets[route.id]?.hasClientLoader)
      problems.push(`${route.id} has a loader without a clientLoader: client navigations would fetch from a server`);
    if (!route.module.default || all.some((child) => child.parentId === route.id)) continue;
    const path = `/${pathOf(route)}`;
    // The splat route, rendered at a path no page has.
    if (path.endsWith("/*")) pages.push({ path: "/404", file: NOT_FOUND_FILE });
    else if (dynamic[path]) {
      const paths = dynamic[path];
      const missing = path.replace(/:[^/]+$/, "404");
      if (paths.includes(missing)) problems.push(`${route.id}: ${missing} is a page, but names its 404 file`);
      pages.push(...paths.map((p) => ({ path: p, file: htmlFileFor(p) })));
      // Its own 404 page, beside its pages (e.g. shop/404.html).
      pages.push({ path: missing, file: `${path.slice(1, path.lastIndexOf("/"))}/${NOT_FOUND_FILE}`, status: 404 });
    } else if (path.includes(":") || path.includes("*")) problems.push(`${route.id}: ${path} is not a static path`);
    else pages.push({ path, file: htmlFileFor(path) });
  }
  return { pages: pages.sort((a, b) => a.path.localeCompare(b.path)), problems };
}

/** Lower-case letters, digits and dashes: "/", "/shop", "/shop/". */
export function isPagePath(path) {
  return /^\/[a-z0-9/-]*$/.test(path) && !path.includes("//");
}

/** "/" -> index.html, "/shop" -> shop/index.html (hosts serve /shop and /shop/ from it). */
export function htmlFileFor(path) {
  if (!isPagePath(path)) throw new Error(`Not a page path: ${path}`);
  const clean = path.replace(/\/+$/, "");
  return clean === "" ? "index.html" : `${clean.slice(1)}/index.html`;
}

export async function prerender(buildDirectory) {
  const server = join(buildDirectory, "server");
  const build = await import(pathToFileURL(join(server, "index.js")).href);
  const { createRequestHandler } = await import("@remix-run/node");
  const { staticFiles, prerenderPaths } = build.entry.module;
  // First: it validates the catalogue, so a bad product fails the build by its name and field.
  const files = /** @type {Map<string, unknown>} */ (staticFiles());
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
    if (response.status !== status) throw new Error(`Prerendering ${path}: status ${response.status}\n${html}`);
    await write(file, html);
  }
  await rm(server, { recursive: true, force: true });
  return `prerendered ${pages.length} pages and ${files.size} catalogue files`;
}
