// Byte weight of what a first visit loads, read from the production build.
// Used by the weight test (budgets) and by `npm run bench` (the report).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { filesForPath, readRouteFiles } from "./build/route-files.mjs";

/** The routes of SPEC.md section 2, in its order; the last stands for "any other path" (the 404 page). */
export const SPEC_ROUTES = [
  "/",
  "/shop",
  "/services",
  "/about",
  "/contact",
  "/track-order",
  "/services/multi-brand-device-setup",
  "/services/android-ios-support",
  "/no/such/page",
];

/** What `npm run bench` measures: SPEC.md's routes and one product page (PRODUCT.md "Product pages and search"). */
export const BENCH_ROUTES = [...SPEC_ROUTES.slice(0, -1), "/shop/iphone-15-pro-magsafe-clear-case", SPEC_ROUTES.at(-1)];

export const BUILD_CLIENT = new URL(`../${process.env.BUILD_DIR ?? "build"}/client/`, import.meta.url).pathname;

/** Remix's browser manifest (window.__remixManifest, which index.html loads) plus its own URL. */
export function readRemixManifest(dir = BUILD_CLIENT) {
  const file = readdirSync(join(dir, "assets")).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`No Remix manifest in ${dir}assets: run the build first`);
  const text = readFileSync(join(dir, "assets", file), "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  return { url: `/assets/${file}`, manifest: JSON.parse(json) };
}

export function sizes(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * JS and CSS files the first visit of `pathname` loads before any interaction: what
 * index.html names (Remix's manifest, client entry, root route) and the route's own files.
 */
export function firstVisitAssets(pathname, dir = BUILD_CLIENT) {
  const { shared, routes } = readRouteFiles(join(dir, ".."));
  const route = filesForPath(routes, pathname) ?? { js: [], css: [] };
  return { js: [readRemixManifest(dir).url, ...shared.js, ...route.js], css: [...shared.css, ...route.css] };
}

export function firstVisitWeight(pathname, dir = BUILD_CLIENT) {
  const { js, css } = firstVisitAssets(pathname, dir);
  const total = (files) => {
    const sum = { raw: 0, gzip: 0, brotli: 0, files: [] };
    for (const f of files) {
      const s = sizes(readFileSync(join(dir, f)));
      sum.raw += s.raw;
      sum.gzip += s.gzip;
      sum.brotli += s.brotli;
      sum.files.push({ file: f, ...s });
    }
    return sum;
  };
  return { js: total(js), css: total(css) };
}

/**
 * The budgets, in bytes of gzip. One place, read by the tests and the bench.
 * KB here is the KiB (1,024 bytes) that Chrome DevTools and Lighthouse report,
 * the unit of DEVELOPERS.md's "React + Remix alone are about 83 KB"
 * (82.8 KiB = 84.8 kB of gzip).
 */
export const KB = 1024;
export const BUDGETS = {
  homeJsGzip: 100 * KB,
  homeCssGzip: 15 * KB,
  homeTransferTotal: 250 * KB,
  anyRouteJsGzip: 140 * KB,
};
