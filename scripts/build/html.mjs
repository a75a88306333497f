// Finishes the HTML the prerender wrote: index.html gets, in place of the placeholder
// app/root.tsx's HydrateFallback renders, the visited route's preloads and the service worker's registration.
// HTML files of their own for each route, when the build writes them, belong here too.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { filesForPath, readRouteFiles } from "./route-files.mjs";

/** The script HydrateFallback renders in production builds (same text in app/root.tsx). */
const PLACEHOLDER = "/* filled in by scripts/build/html.mjs */";

/**
 * Registers the service worker (sw.js, service-worker.mjs) after the load event, two more
 * seconds and an idle moment, so the precache download never competes with first paint or
 * the first taps on a slow phone. No library (workbox-window) for a few bytes of script.
 */
const REGISTER_SW = `"serviceWorker"in navigator&&addEventListener("load",function(){setTimeout(function(){(self.requestIdleCallback||setTimeout)(function(){navigator.serviceWorker.register("/sw.js").catch(function(){})})},2e3)})`;

/**
 * index.html is the same file for every path, so it only names what every page needs;
 * without help the page's own route module is requested once the entry script has run,
 * and its imports once it has arrived: a round trip or two later on a phone network.
 * This script, from location.pathname, starts the route's modules and CSS with the
 * first wave of requests.
 * @param {import("./route-files.mjs").RouteFiles["routes"]} routes
 */
function routePreloads(routes) {
  const map = JSON.stringify(routes).replace(/</g, "\\u003c");
  return `(function(f,d){function l(r,h,a){var e=d.createElement("link");e.rel=r;e.href=h;if(a)e.as=a;d.head.appendChild(e)}f&&(f.js.forEach(function(h){l("modulepreload",h)}),f.css.forEach(function(h){l("preload",h,"style")}))})((${filesForPath})(${map},location.pathname),document);`;
}

/** @param {string} buildDirectory e.g. "build" (index.html is in its client/) */
export async function writeHtml(buildDirectory) {
  const file = join(buildDirectory, "client", "index.html");
  const html = await readFile(file, "utf8");
  if (!html.includes(PLACEHOLDER)) throw new Error(`${file} lacks the script placeholder HydrateFallback renders`);
  const { routes } = readRouteFiles(buildDirectory);
  await writeFile(file, html.replace(PLACEHOLDER, () => routePreloads(routes) + REGISTER_SW));
}
