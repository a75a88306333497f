// Generates the service worker (sw.js) with workbox-build, once every file it precaches,
// the offline page included, is written.
import { join } from "node:path";
import { generateSW } from "workbox-build";

/** The offline fallback page (app/routes/offline.tsx): it opens any page from the precached code. */
export const OFFLINE_FILE = "offline/index.html";
/** The catalogue's files the home page and the plain /shop show (small, whatever the catalogue's size): they open offline. */
const CATALOGUE_OFFLINE = ["catalogue/featured.json", "catalogue/shop/all-featured.json"];
/** How many catalogue files the worker keeps (the least recently used go first). */
const CATALOGUE_ENTRIES = 300;

/**
 * What the worker does:
 * - precaches what any page needs to open and work offline: the offline page (revisioned; it
 *   opens every route from the code, so the pages' own HTML files such as shop/index.html
 *   are left out: a few KB each on every first visit), every hashed /assets/* file (their
 *   name is their revision: all routes, lazy chunks, search, checkout), the home page's
 *   images and the offline image; not the favicon, which browsers keep themselves (the precache,
 *   fetching past the HTTP cache, downloaded it a second time on every first visit);
 * - product photos (images/products/) are not precached: a visitor who never opens the shop
 *   would pay about 16 KB for them. They are cached the first time a page shows them
 *   (stale-while-revalidate: from the cache at once, refreshed in the background as their
 *   Cache-Control allows); offline, one never seen is answered with images/offline.svg;
 * - navigations go to the network (with navigation preload, so the request does not wait
 *   for the worker to boot) and fall back to the precached offline page when that fails
 *   (offline), for every path: it hydrates as itself, then opens the page asked for
 *   (app/routes/offline.tsx). The HTML answers 304 when unchanged; the JS and CSS it names come
 *   from the precache. So a new deploy is picked up on the very next visit, and an offline
 *   visit gets the offline page of the worker's own precache, whose assets it also holds: never a
 *   mix of two builds. (Workbox only allows a network timeout with a runtime
 *   HTML cache, which could hand out an index.html whose assets the precache no longer
 *   holds, so there is none.)
 * - the catalogue's JSON (/catalogue/): network first, else the copy last fetched (its own
 *   cache, at most CATALOGUE_ENTRIES files), so a page opened offline still lists what it saw; the
 *   home page's and the plain /shop's (CATALOGUE_OFFLINE) are precached;
 * - a new worker waits (no skipWaiting) while a page of the old one is open: its activation
 *   removes the old build's files from the precache, which an open page of that build still
 *   loads its lazy code from (docs/decisions/009-moving-between-versions.md). With no page open
 *   it takes over, so the next visit runs on the new build. clientsClaim: a first visit's page is
 *   controlled at once; cleanupOutdatedCaches removes caches of older workbox versions.
 * Registration: a few bytes of inline script in every page (app/root.tsx).
 * @param {string} clientDirectory e.g. "build/client"
 * @returns {Promise<string>} a one-line summary for the build log
 */
export async function generateServiceWorker(clientDirectory) {
  const { count, size, warnings } = await generateSW({
    globDirectory: clientDirectory,
    swDest: join(clientDirectory, "sw.js"),
    // The offline page only (see above); no page's own HTML, whatever the build adds.
    globPatterns: [OFFLINE_FILE, ...CATALOGUE_OFFLINE, "**/*.{js,css,svg,png,webp,avif,ico,woff2}"],
    // server-build-*.css: the SSR build's CSS that Remix moves into assets/; nothing in the
    // browser references it. icons/ and manifest.webmanifest (not globbed): the web app's
    // manifest and icons, fetched by the browser when it installs the app (online), never by a
    // page: not worth every visitor's data. images/products/: cached on first use (see above).
    // images/share/: the PNGs of link previews, read by chat apps only. favicon.svg: see above.
    globIgnores: [
      "**/*.br",
      "**/*.gz",
      "sw.js",
      "workbox-*.js",
      "assets/server-build-*",
      "icons/**",
      "images/products/**",
      "images/share/**",
      "favicon.svg",
    ],
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // Navigations: network first (see above), never answered from the cache while online.
    navigationPreload: true,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === "navigate",
        handler: "NetworkOnly",
        options: { precacheFallback: { fallbackURL: OFFLINE_FILE } },
      },
      {
        // Product photos: cached on first use (see above). Square, as the offline image is.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/images/products/"),
        handler: "StaleWhileRevalidate",
        options: { cacheName: "product-images", precacheFallback: { fallbackURL: "images/offline.svg" } },
      },
      {
        // The catalogue's JSON (see above): precached are only the two small files of CATALOGUE_OFFLINE.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/catalogue/"),
        handler: "NetworkFirst",
        options: { cacheName: "catalogue", expiration: { maxEntries: CATALOGUE_ENTRIES } },
      },
    ],
    // Hashed files: the URL is the revision (no cache-busting query).
    dontCacheBustURLsMatching: /^assets\//,
    // The globbed code and images only: page HTML and JSON are never globbed, so a big catalogue cannot fail this.
    maximumFileSizeToCacheInBytes: 512 * 1024,
    mode: "production",
    sourcemap: false,
  });
  if (warnings.length > 0) throw new Error(`workbox: ${warnings.join("; ")}`);
  return `service worker: precache ${count} entries (${(size / 1024).toFixed(1)} KiB)`;
}
