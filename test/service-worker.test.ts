import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { tempFiles } from "./build-fixtures";

/**
 * Runs the build step in plain Node: workbox-build bundles its runtime with file URLs, which
 * jsdom's URL (this test environment's) refuses.
 */
function generateServiceWorker(dir: string) {
  // Run from the repository root (vitest's working directory), where the import resolves.
  const script = `import { generateServiceWorker } from "./scripts/build/service-worker.mjs";
await generateServiceWorker(${JSON.stringify(dir)});`;
  execFileSync(process.execPath, ["--input-type=module", "-e", script], { stdio: "pipe" });
}

/** A client build with a file of every kind the worker decides about. */
const FILES = [
  "offline/index.html",
  "index.html",
  "shop/index.html",
  "services/android-ios-support/index.html",
  "assets/entry-Ab12Cd34.js",
  "assets/shell-Ef56Gh78.css",
  "assets/server-build-Ij90Kl12.css",
  "images/hero.svg",
  "images/categories/iphone.svg",
  "images/products/iphone-15-pro-magsafe-clear-case.svg",
  "images/offline.svg",
  "favicon.svg",
  "manifest.webmanifest",
  "icons/icon-192.png",
  "robots.txt",
  "index.html.br",
  // The catalogue (the product route's pages and static files): two small files precached, nothing else.
  "catalogue/shop/all-featured.json",
  "catalogue/featured.json",
  "catalogue/shop/iphone-featured.json",
  "catalogue/products/iphone-15-pro-magsafe-clear-case.json",
  "catalogue/index.json",
  "shop/iphone-15-pro-magsafe-clear-case/index.html",
  "shop/404.html",
];

it("the service worker's precache holds what any page needs offline: the offline page, hashed code, the home page's images, the shop's plain first page; no page's own HTML, nothing else of the catalogue; falls back offline, caches photos and the catalogue, waits", () => {
  const dir = tempFiles(Object.fromEntries(FILES.map((file) => [file, `${file}\n`])));
  generateServiceWorker(dir);
  const sw = readFileSync(join(dir, "sw.js"), "utf8");
  rmSync(dir, { recursive: true, force: true });
  const precached = [...sw.matchAll(/\{url:"([^"]+)"/g)].map((m) => m[1]!).sort();
  expect(precached).toEqual([
    "assets/entry-Ab12Cd34.js",
    "assets/shell-Ef56Gh78.css",
    "catalogue/featured.json",
    "catalogue/shop/all-featured.json",
    "images/categories/iphone.svg",
    "images/hero.svg",
    "images/offline.svg",
    "offline/index.html",
  ]);
  // Offline navigations get the offline page; product photos are cached on first use, else the offline image; the
  // catalogue's JSON network first, else the last copy, in a cache of its own bounded by expiration; a new worker
  // waits while a page of the old one is open (it skips waiting only when told).
  expect(sw).toContain('fallbackURL:"offline/index.html"');
  expect(sw).toMatch(/\/images\/products\/[\s\S]*StaleWhileRevalidate\(\{cacheName:"product-images"/);
  expect(sw).toContain('fallbackURL:"images/offline.svg"');
  expect(sw).toMatch(
    /"\/catalogue\/"\)?,new \w+\.NetworkFirst\(\{cacheName:"catalogue",plugins:\[new \w+\.ExpirationPlugin\(\{maxEntries:300\}\)\]/,
  );
  expect(sw).toMatch(
    /addEventListener\("message",\w+=>\{\w+\.data&&"SKIP_WAITING"===\w+\.data\.type&&self\.skipWaiting\(\)\}\)/,
  );
  expect(sw.match(/skipWaiting\(\)/g)).toHaveLength(1);
}, 30_000);
