// Production static server for the SPA build: `npm start` runs it after the
// build. sirv serves build/client: a page's own HTML file for its path (/shop and
// /shop/ -> shop/index.html, / -> index.html: scripts/build/prerender.mjs), else, for a
// path without a file extension, the 404 page (404.html) with status 404, and for a
// missing file a plain 404;
// the precompressed .br/.gz siblings the build writes (scripts/build/precompress.mjs) when
// the browser accepts them, and the headers of scripts/build/headers.mjs: Cache-Control
// per path class and the security headers, with the Content-Security-Policy the build
// wrote into its HTML (scripts/build/csp.mjs). The deploy files for other hosts
// (scripts/build/deploy-files.mjs) say the same.
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import sirv from "sirv";
import { headerPolicy, readCsp } from "./build/csp.mjs";
import { FILE_PATH, headersFor, pathClass } from "./build/headers.mjs";
import { NOT_FOUND_FILE } from "./build/prerender.mjs";

const ROOT = fileURLToPath(new URL(`../${process.env.BUILD_DIR ?? "build"}/client`, import.meta.url));

/**
 * The request handler for a client build. Throws if the build's HTML has no valid CSP (an
 * inline script changed after the build computed its hashes): a page the browser would
 * break must not be served. No upgrade-insecure-requests: `npm start` is plain http.
 */
export function createHandler(root = ROOT) {
  const csp = headerPolicy(readCsp(root), { production: false });
  const files = sirv(root, {
    etag: true,
    gzip: true,
    brotli: true,
    dev: false,
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(headersFor(pathClass(pathname), csp))) res.setHeader(name, value);
      withoutLastModified(res);
    },
  });
  /** @type {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, next: () => void) => void} */
  return (req, res, next) =>
    files(req, res, () => {
      if (FILE_PATH.test(new URL(req.url ?? "/", "http://x").pathname)) return next();
      // Any other path is a page no file has: the 404 page, with its status. A revalidation with
      // 404.html's ETag still gets a 304 (the browser then reuses the 404 it holds).
      req.url = `/${NOT_FOUND_FILE}`;
      withStatus(res, 404);
      files(req, res, next);
    });
}

/**
 * sirv writes 200 for every file it sends; the 404 page goes out with its own status.
 * @param {import("node:http").ServerResponse} res
 * @param {number} code
 */
function withStatus(res, code) {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (/** @type {number} */ status, /** @type {Record<string, unknown>} */ headers) =>
    writeHead(status === 200 ? code : status, headers);
}

/**
 * sirv answers a revalidation by its ETag alone (If-None-Match), never by date, yet writes a
 * Last-Modified beside it: about 46 bytes on every response that nothing uses. It passes its
 * headers to writeHead, where setHeader/removeHeader cannot reach them, so they are filtered there.
 * @param {import("node:http").ServerResponse} res
 */
function withoutLastModified(res) {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (/** @type {number} */ status, /** @type {Record<string, unknown>} */ headers) => {
    const { "Last-Modified": _, ...rest } = headers ?? {};
    return writeHead(status, rest);
  };
}

/**
 * Starts the server; resolves with { server, url }. Port 0 picks a free one.
 * `onRequest(req, res)` runs before the handler for every request (the bench
 * and the weight test record what each response puts on the wire with it:
 * scripts/transfer.mjs).
 * @param {{ port?: number, host?: string, root?: string,
 *   onRequest?: (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void }} [options]
 * @returns {Promise<{ server: import("node:http").Server, url: string }>}
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
