// The service worker (docs/decisions/004 and 009), once every file it precaches is written.
import { join } from "node:path";
import { generateSW } from "workbox-build";

/** The offline fallback page: it opens any page from the precached code. */
export const OFFLINE_FILE = "offline/index.html";
// Small whatever the catalogue's size: the home page and the plain /shop open offline.
const CATALOGUE_OFFLINE = ["catalogue/featured.json", "catalogue/shop/all-featured.json"];

export async function generateServiceWorker(clientDirectory) {
  const { count, size, warnings } = await generateSW({
    globDirectory: clientDirectory,
    swDest: join(clientDirectory, "sw.js"),
    globPatterns: [OFFLINE_FILE, ...CATALOGUE_OFFLINE, "**/*.{js,css,svg,png,webp,avif,ico,woff2}"],
    // Never read by a page: the SSR build's CSS, the install-time icons, link-preview PNGs; photos cache on use.
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
    navigationPreload: true,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === "navigate",
        handler: "NetworkOnly",
        options: { precacheFallback: { fallbackURL: OFFLINE_FILE } },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/images/products/"),
        handler: "StaleWhileRevalidate",
        options: { cacheName: "product-images", precacheFallback: { fallbackURL: "images/offline.svg" } },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/catalogue/"),
        handler: "NetworkFirst",
        options: { cacheName: "catalogue", expiration: { maxEntries: 300 } },
      },
    ],
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 512 * 1024,
    mode: "production",
    sourcemap: false,
  });
  if (warnings.length > 0) throw new Error(`workbox: ${warnings.join("; ")}`);
  return `service worker: precache ${count} entries (${(size / 1024).toFixed(1)} KiB)`;
}
