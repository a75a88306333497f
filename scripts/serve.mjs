// Production static server for the SPA build: `npm start` runs it after the
// build. sirv serves build/client: a page's own HTML file for its path (/shop and
// /shop/ -> shop.html, / -> index.html: scripts/build/route-html.mjs), else the
// neutral shell (200.html) for every path without a file extension, so client
// routing and the 404 page work;
// the precompressed .br/.gz siblings the build writes (scripts/build/precompress.mjs) when
// the browser accepts them, long-lived caching for hashed assets and no
// caching for HTML and the service worker. README "Deploying / caching" lists
// the same headers for a CDN.
import { createServer } from "node:http";
import { extname } from "node:path";
import { fileURLToPath } from "node:url";
import sirv from "sirv";
import { SHELL_FILE } from "./build/route-html.mjs";

const ROOT = fileURLToPath(new URL(`../${process.env.BUILD_DIR ?? "build"}/client`, import.meta.url));

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "no-cache";
export const CACHE_SHORT = "public, max-age=3600";

/**
 * Cache-Control for a request path. Hashed files (Vite's /assets/*, the
 * workbox runtime workbox-<hash>.js) never change under their name. HTML
 * (the pages' files, and every extension-less path, which a page's file or the
 * neutral shell answers) and the service worker must be revalidated on every load,
 * or a deploy would not be seen. Other public files (images, favicon,
 * robots.txt) keep their name across deploys: an hour.
 */
export function cacheControlFor(pathname) {
  if (pathname.startsWith("/assets/") || /^\/workbox-[\da-f]{8,}\.js$/.test(pathname)) return CACHE_IMMUTABLE;
  if (pathname === "/sw.js" || pathname.endsWith(".html") || extname(pathname) === "") return CACHE_REVALIDATE;
  return CACHE_SHORT;
}

export function createHandler(root = ROOT) {
  return sirv(root, {
    single: SHELL_FILE,
    etag: true,
    gzip: true,
    brotli: true,
    dev: false,
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", cacheControlFor(pathname));
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    },
  });
}

/**
 * Starts the server; resolves with { server, url }. Port 0 picks a free one.
 * `onRequest(req, res)` runs before the handler for every request (the bench
 * and the weight test record what each response puts on the wire with it:
 * scripts/transfer.mjs).
 * @param {{ port?: number, host?: string, root?: string,
 *   onRequest?: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void }} [options]
 */
export function startServer({ port = 3000, host = "127.0.0.1", root = ROOT, onRequest } = {}) {
  const handler = createHandler(root);
  const server = createServer((req, res) => {
    onRequest?.(req, res);
    handler(req, res, () => {
      res.statusCode = 404;
      res.end("Not found");
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === "object" && address ? address.port : port;
      resolve({ server, url: `http://${host === "0.0.0.0" ? "localhost" : host}:${actual}` });
    });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "0.0.0.0";
  const { url } = await startServer({ port, host });
  console.log(`SimuTech storefront served at ${url.replace("0.0.0.0", "localhost")} (Ctrl+C to stop)`);
}
