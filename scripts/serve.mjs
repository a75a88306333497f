// `npm start`: sirv serves build/client with the headers of scripts/build/headers.mjs; a path without an extension
// that no file answers gets its nearest 404 page with status 404, as the deploy files tell other hosts to.
import { once } from "node:events";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import sirv from "sirv";
import { headerPolicy, notFoundFileFor, policyForPath, readPolicies } from "./build/csp.mjs";
import { FILE_PATH, headersFor, pathClass } from "./build/headers.mjs";
import { BUILD_CLIENT } from "./weight.mjs";

/** Throws if the build's HTML has no valid CSP: a page the browser would break must not be served. */
export function createHandler(root = BUILD_CLIENT) {
  const policies = readPolicies(root);
  const cspFor = (/** @type {string} */ pathname) =>
    headerPolicy(policyForPath(policies, pathname), { production: false });
  const files = sirv(root, {
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(headersFor(pathClass(pathname), cspFor(pathname))))
        res.setHeader(name, value);
    },
  });
  return (req, res, next) =>
    files(req, res, () => {
      const { pathname } = new URL(req.url ?? "/", "http://x");
      if (FILE_PATH.test(pathname)) return next();
      // sirv sends a file as a 200: the 404 page, its encodings and ETag as sirv serves them, with status 404.
      const writeHead = res.writeHead.bind(res);
      res.writeHead = (code, ...rest) => writeHead(code === 200 ? 404 : code, ...rest);
      files({ url: `/${notFoundFileFor(policies, pathname)}`, headers: req.headers }, res, next);
    });
}

/**
 * Port 0 picks a free one; `onRequest` runs before the handler (scripts/transfer.mjs records each response with it);
 * `handler`: another build's (createHandler(root)) or other files (the bench's peer).
 */
export async function startServer({ port = 3000, host = "127.0.0.1", onRequest, handler = createHandler() } = {}) {
  const server = createServer((req, res) => {
    onRequest?.(req, res);
    handler(req, res, () => {
      res.statusCode = 404;
      res.end("Not found");
    });
  }).listen(port, host);
  await once(server, "listening");
  return { server, url: `http://${host === "0.0.0.0" ? "localhost" : host}:${server.address().port}` };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { url } = await startServer({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? "0.0.0.0" });
  console.log(`SimuTech storefront served at ${url} (Ctrl+C to stop)`);
}
