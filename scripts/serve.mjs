// The production static server (`npm start`): sirv serves build/client, a page's own HTML file for
// its path (/shop and /shop/ -> shop/index.html), the .br/.gz siblings the build writes when the
// browser accepts them, and the headers of scripts/build/headers.mjs (each page's own CSP, from
// scripts/build/csp.mjs).
// A path without an extension that no file answers gets its nearest 404 page with status 404 (an
// unknown /shop/<slug>: shop/404.html, the product route's own; else 404.html); a missing file, a
// plain 404. The deploy files for other hosts (scripts/build/deploy-files.mjs) say the same.
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sirv from "sirv";
import { headerPolicy, notFoundFileFor, policyForPath, readPolicies } from "./build/csp.mjs";
import { FILE_PATH, headersFor, pathClass } from "./build/headers.mjs";
import { NOT_FOUND_FILE } from "./build/prerender.mjs";

const ROOT = fileURLToPath(new URL(`../${process.env.BUILD_DIR ?? "build"}/client`, import.meta.url));

/**
 * The request handler for a client build. Throws if the build's HTML has no valid CSP (an
 * inline script changed after the build computed its hashes): a page the browser would
 * break must not be served. No upgrade-insecure-requests: `npm start` is plain http.
 */
export function createHandler(root = ROOT) {
  const policies = readPolicies(root);
  const cspFor = (/** @type {string} */ pathname) =>
    headerPolicy(policyForPath(policies, pathname), { production: false });
  const files = sirv(root, {
    etag: true,
    gzip: true,
    brotli: true,
    dev: false,
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(headersFor(pathClass(pathname), cspFor(pathname))))
        res.setHeader(name, value);
    },
  });
  // The top-level 404 page and each dynamic route's own (shop/404.html), each with its own policy.
  const notFound = new Map(
    [...policies.keys()]
      .filter((file) => file === NOT_FOUND_FILE || file.endsWith(`/${NOT_FOUND_FILE}`))
      .map((file) => [file, notFoundPage(join(root, file), headersFor("html", cspFor(`/${file}`)))]),
  );
  /** @type {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, next: () => void) => void} */
  return (req, res, next) =>
    files(req, res, () => {
      const { pathname } = new URL(req.url ?? "/", "http://x");
      const page = notFound.get(notFoundFileFor(notFound, pathname));
      if (FILE_PATH.test(pathname) || !page) return next();
      page(req, res);
    });
}

/**
 * Any path without an extension that no file answers gets a 404 page with status 404 (sirv sends
 * every file as a 200): the 404.html or its .br/.gz (the build writes them for files that are worth
 * it), chosen, tagged and revalidated by ETag as sirv does.
 * @param {string} file e.g. build/client/shop/404.html
 * @param {Record<string, string>} headers
 */
function notFoundPage(file, headers) {
  const variant = (/** @type {string} */ encoding, /** @type {string} */ file) => {
    const { size, mtime } = statSync(file);
    return { encoding, body: readFileSync(file), etag: `W/"${size}-${mtime.getTime()}"` };
  };
  const plain = variant("", file);
  const encoded = [
    ["br", ".br"],
    ["gzip", ".gz"],
  ].flatMap(([encoding, extension]) => (existsSync(file + extension) ? [variant(encoding, file + extension)] : []));
  /** @type {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => void} */
  return (req, res) => {
    const accepted = String(req.headers["accept-encoding"] ?? "");
    const page = encoded.find((v) => accepted.includes(v.encoding)) ?? plain;
    if (req.headers["if-none-match"] === page.etag) return void res.writeHead(304).end();
    res.writeHead(404, {
      ...headers,
      "Content-Type": "text/html;charset=utf-8",
      "Content-Length": page.body.length,
      ...(page.encoding && { "Content-Encoding": page.encoding }),
      Vary: "Accept-Encoding",
      ETag: page.etag,
    });
    res.end(page.body);
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
