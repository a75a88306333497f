// Production static server for the SPA build: `npm start` runs it after the
// build. sirv serves build/client with an SPA fallback (index.html for every
// unknown path, so client routing and the 404 page work), precompressed
// .br/.gz siblings when the build wrote them, long-lived caching for hashed
// assets and no caching for HTML.
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import sirv from "sirv";

const ROOT = fileURLToPath(new URL(`../${process.env.BUILD_DIR ?? "build"}/client`, import.meta.url));

export function cacheControlFor(pathname) {
  if (pathname.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (pathname.endsWith(".html") || pathname === "/" || pathname === "/sw.js") return "no-cache";
  return "public, max-age=3600";
}

export function createHandler(root = ROOT) {
  return sirv(root, {
    single: true,
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

/** Starts the server; resolves with { server, url }. Port 0 picks a free one. */
export function startServer({ port = 3000, host = "127.0.0.1", root = ROOT } = {}) {
  const handler = createHandler(root);
  const server = createServer((req, res) => {
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
