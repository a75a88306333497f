// One HTML file per page, so every page paints from its HTML (app/first-paint.tsx): the
// root's HydrateFallback with that page's header, heading and hero, and its own head tags.
//
// In SPA mode Remix prerenders only index.html ("/"), in the SSR build's writeBundle: it
// imports the server build, asks Remix's public createRequestHandler (@remix-run/node) for
// "/", writes index.html and then deletes the server build. This plugin's writeBundle runs
// just before that one (order "pre", sequential) and does the same for every other page the
// app names (entry.server's `prerenderPaths`), for the 404 page (a path no page has), which every
// other path answers, and for the neutral shell (entry.server's `neutralShellPath`), the service
// worker's offline fallback. scripts/build/html.mjs then finishes all of them.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The 404 page's file: what a host answers, with status 404, for a path with no file of its own.
 * Netlify and Cloudflare Pages do so by themselves for a 404.html at the top.
 */
export const NOT_FOUND_FILE = "404.html";

/** The neutral shell's file: the service worker's offline fallback for every path, no page's content. */
export const SHELL_FILE = "200.html";

/** A path no page has, to render the 404 page with. */
const NOT_FOUND_PATH = "/__not-found";

/**
 * The file a page's HTML is written to: "/" -> index.html, "/shop" -> shop/index.html,
 * "/services/android-ios-support" -> services/android-ios-support/index.html. Hosts
 * serve /shop and /shop/ from it (a folder's index): see README "Deploying".
 * @param {string} path
 */
export function htmlFileFor(path) {
  if (!/^\/[a-z0-9/-]*$/.test(path) || path.includes("//")) throw new Error(`Not a page path: ${path}`);
  const clean = path.replace(/\/+$/, "");
  return clean === "" ? "index.html" : `${clean.slice(1)}/index.html`;
}

/**
 * Renders each path with the server build as Remix's own prerender does.
 * @param {string} serverBuildFile e.g. "build/server/index.js"
 * @param {string} clientDirectory e.g. "build/client"
 * @returns {Promise<string[]>} the files written, relative to clientDirectory
 */
async function prerenderPages(serverBuildFile, clientDirectory) {
  const build = await import(pathToFileURL(serverBuildFile).href);
  const { createRequestHandler } = await import("@remix-run/node");
  const handler = createRequestHandler(build, "production");
  /** @type {{ prerenderPaths?: readonly string[], neutralShellPath?: string }} */
  const { prerenderPaths: paths, neutralShellPath } = build.entry.module;
  if (!paths?.includes("/") || !neutralShellPath || paths.includes(neutralShellPath) || paths.includes(NOT_FOUND_PATH)) {
    throw new Error("app/entry.server.tsx must export prerenderPaths and neutralShellPath (app/first-paint.tsx)");
  }
  const written = [];
  // "/" is Remix's own index.html, rendered by the same entry.server right after this.
  const files = [
    ...paths.filter((p) => p !== "/").map((p) => [p, htmlFileFor(p)]),
    [NOT_FOUND_PATH, NOT_FOUND_FILE],
    [neutralShellPath, SHELL_FILE],
  ];
  for (const [path, file] of files) {
    const response = await handler(new Request(`http://localhost${path}`));
    const html = await response.text();
    if (response.status !== 200) throw new Error(`Prerendering ${path}: status ${response.status}\n${html}`);
    const target = join(clientDirectory, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, html);
    written.push(file);
  }
  return written;
}

/**
 * The Vite plugin (vite.config.ts) that runs prerenderPages in the SSR build only, before Remix's
 * SPA prerender removes the server build. Rollup runs writeBundle hooks in parallel unless
 * one is `sequential`, so this one finishes before Remix's starts.
 * @param {string} buildDirectory Remix's buildDirectory, e.g. "build"
 * @returns {import("vite").Plugin}
 */
export function routeHtml(buildDirectory) {
  return {
    name: "simutech:route-html",
    apply: (_config, { command, isSsrBuild }) => command === "build" && Boolean(isSsrBuild),
    writeBundle: {
      order: "pre",
      sequential: true,
      async handler(options) {
        const dir = options.dir ?? join(buildDirectory, "server");
        const files = await prerenderPages(join(dir, "index.js"), join(buildDirectory, "client"));
        this.info(`prerendered ${files.join(", ")}`);
      },
    },
  };
}
