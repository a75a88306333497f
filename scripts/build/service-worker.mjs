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
 * The worker (docs/decisions/004 and 009): precaches the offline page, hashed code, the home page's images
 * and CATALOGUE_OFFLINE; caches product photos and catalogue files on first use; sends navigations to the
 * network, offline to the offline page; a new worker waits while a page of the old build is open.
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
