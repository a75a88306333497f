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
 * without an extension, which a per-route HTML file or the 404 page answers) and the service
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

/**
 * A path that names a file (its last segment has an extension): when missing, a plain 404, never
 * the 404 page (a stale /assets/*.js must fail, not get HTML). npm start and nginx.conf both use it.
 */
export const FILE_PATH = /\.[^/]*$/;

/**
 * The folders of dynamic routes' pages: a folder (not the root) holding its own 404.html, as prerender.mjs
 * writes shop/404.html beside /shop/:slug's pages. Every <folder>/<x>/index.html in one is such a page.
 * @param {string[]} files the client build's files, relative ("shop/404.html")
 * @returns {Set<string>} e.g. {"shop"}
 */
export function dynamicFolders(files) {
  return new Set(files.filter((f) => f.endsWith("/404.html")).map((f) => f.slice(0, -"/404.html".length)));
}

/**
 * The dynamic route folder whose page this file is ("shop/<x>/index.html" -> "shop"), if any.
 * @param {string} file relative, e.g. "shop/usb-cable/index.html"
 * @param {Set<string>} folders dynamicFolders' result
 */
export function dynamicFolderOf(file, folders) {
  const page = /^(.+)\/[^/]+\/index\.html$/.exec(file);
  return page && folders.has(page[1]) ? page[1] : undefined;
}

/** @param {string} pathname @returns {PathClass} */
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
 * What governs a document: the HTML pages, and the service worker (its CSP is the worker's own
 * policy; its Referrer-Policy that of the worker's fetches). Subresources ignore these, so they
 * are not sent with them: about 1 KB a response. Referrer-Policy too: without it a subresource's
 * own requests get the browser's default, this same value (and nothing goes to another origin).
 * @param {string} csp the header policy (csp.mjs headerPolicy)
 */
function documentHeaders(csp) {
  return {
    "Content-Security-Policy": csp,
    "X-Frame-Options": "DENY",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  };
}

/** nosniff: a response is only ever run or styled as the type it is served with. */
const EVERY_RESPONSE = {
  "X-Content-Type-Options": "nosniff",
};

/** The classes of path whose responses are documents, and so carry the document headers (a CSP among them). */
/** @type {PathClass[]} */
export const DOCUMENTS = ["html", "service-worker"];

/**
 * Every header a path of the class is sent (besides what the file server adds itself:
 * Content-Type, ETag, Content-Encoding, Vary).
 * @param {PathClass} kind
 * @param {string} csp
 */
export function headersFor(kind, csp) {
  return {
    "Cache-Control": CACHE_CONTROL[kind],
    ...(DOCUMENTS.includes(kind) ? documentHeaders(csp) : {}),
    ...EVERY_RESPONSE,
  };
}

/**
 * The security headers of every class at once but the CSP, for a `_headers` file's `/*` rule: a host
 * answers an unknown path with 404.html, whose headers only `/*` can give, so there subresources get
 * the document headers too (ignored by browsers; cheap over HTTP/2). Each page's CSP is its own, so
 * it goes on the page's own rules; an unknown path has the 404 page's policy in its <meta> only.
 */
export function securityHeaders() {
  const { "Content-Security-Policy": _, ...rest } = documentHeaders("");
  return { ...rest, ...EVERY_RESPONSE };
}
