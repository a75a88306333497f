// The one source of the response headers: which class a path is in, and what each class is
// sent. scripts/serve.mjs (`npm start`) answers with it; deploy-files.mjs writes the same
// into `_headers` (Netlify, Cloudflare Pages) and an nginx server block.
import { extname } from "node:path";

const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
const CACHE_REVALIDATE = "no-cache";
const CACHE_SHORT = "public, max-age=3600";

/**
 * Path classes and their Cache-Control. Hashed files (Vite's /assets/*, the workbox runtime
 * workbox-<hash>.js) never change under their name. HTML (every .html file and every path
 * without an extension, which the SPA fallback or a per-route HTML file answers) and the service
 * worker are revalidated on every load, or a deploy would not be seen. Other public files
 * (images, favicon, robots.txt) keep their name across deploys: an hour.
 */
export const CACHE_CONTROL = {
  assets: CACHE_IMMUTABLE,
  workbox: CACHE_IMMUTABLE,
  "service-worker": CACHE_REVALIDATE,
  html: CACHE_REVALIDATE,
  static: CACHE_SHORT,
};

/** @typedef {keyof typeof CACHE_CONTROL} PathClass */

export const WORKBOX_RUNTIME = /^\/workbox-[\da-f]{8,}\.js$/;

/** @returns {PathClass} */
export function pathClass(pathname) {
  if (pathname.startsWith("/assets/")) return "assets";
  if (WORKBOX_RUNTIME.test(pathname)) return "workbox";
  if (pathname === "/sw.js") return "service-worker";
  if (pathname.endsWith(".html") || extname(pathname) === "") return "html";
  return "static";
}

/**
 * Features the site never uses, switched off for it and anything it could ever embed.
 * Only names Chromium knows (an unknown one is a console error on every page).
 */
const PERMISSIONS_POLICY = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * Sent with every response, whatever its class: only documents (HTML, and the service worker
 * for its CSP) act on most of them, and a host's `_headers` file can only give them to all
 * paths alike (its rules for one header do not combine cleanly), so every path gets the same.
 * @param {string} csp the header policy (csp.mjs headerPolicy)
 */
export function securityHeaders(csp) {
  return {
    "Content-Security-Policy": csp,
    "X-Frame-Options": "DENY",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  };
}

/**
 * Every header a path of the class is sent (besides what the file server adds itself:
 * Content-Type, ETag, Content-Encoding, Vary).
 * @param {PathClass} kind
 * @param {string} csp
 */
export function headersFor(kind, csp) {
  return { "Cache-Control": CACHE_CONTROL[kind], ...securityHeaders(csp) };
}
