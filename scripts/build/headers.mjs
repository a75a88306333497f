// The one source of the response headers: npm start sends them, deploy-files.mjs writes them for hosts.
import { extname } from "node:path";

const IMMUTABLE = "public, max-age=31536000, immutable";

// Hashed names never change; pages and the worker revalidate or a deploy goes unseen; other public files: an hour.
export const CACHE_CONTROL = {
  assets: IMMUTABLE,
  workbox: IMMUTABLE,
  "service-worker": "no-cache",
  html: "no-cache",
  static: "public, max-age=3600",
};

/** @typedef {keyof typeof CACHE_CONTROL} PathClass */

export const WORKBOX_RUNTIME = /^\/workbox-[\da-f]{8,}\.js$/;

// A missing file is a plain 404, never the 404 page: a stale /assets/*.js must fail, not get HTML.
export const FILE_PATH = /\.[^/]*$/;

// A folder with its own 404.html holds a dynamic route's pages (prerender.mjs writes shop/404.html).
export function dynamicFolders(/** @type {string[]} */ files) {
  return new Set(files.filter((f) => f.endsWith("/404.html")).map((f) => f.slice(0, -"/404.html".length)));
}

export function dynamicFolderOf(/** @type {string} */ file, /** @type {Set<string>} */ folders) {
  const page = /^(.+)\/[^/]+\/index\.html$/.exec(file);
  return page && folders.has(page[1]) ? page[1] : undefined;
}

export function pathClass(/** @type {string} */ pathname) {
  if (pathname.startsWith("/assets/")) return "assets";
  if (WORKBOX_RUNTIME.test(pathname)) return "workbox";
  if (pathname === "/sw.js") return "service-worker";
  if (pathname.endsWith(".html") || extname(pathname) === "") return "html";
  return "static";
}

// Features the site never uses; only names Chromium knows (an unknown one is a console error on every page).
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

// Subresources ignore these (Referrer-Policy's value is the browser's default anyway): about 1 KB a response saved.
const DOCUMENT_HEADERS = {
  "X-Frame-Options": "DENY",
  "Permissions-Policy": PERMISSIONS_POLICY,
  "Cross-Origin-Opener-Policy": "same-origin",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

const EVERY_RESPONSE = {
  "X-Content-Type-Options": "nosniff",
};

export const DOCUMENTS = /** @type {PathClass[]} */ (["html", "service-worker"]);

export function headersFor(/** @type {PathClass} */ kind, /** @type {string} */ csp) {
  return {
    "Cache-Control": CACHE_CONTROL[kind],
    ...(DOCUMENTS.includes(kind) ? { "Content-Security-Policy": csp, ...DOCUMENT_HEADERS } : {}),
    ...EVERY_RESPONSE,
  };
}

// For `_headers`' `/*` rule, the only one an unknown path's 404.html gets; each page's CSP goes on its own rule.
export const SECURITY_HEADERS = { ...DOCUMENT_HEADERS, ...EVERY_RESPONSE };
