import type { Server } from "node:http";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DYNAMIC_PAGE_POLICY,
  headerPolicy,
  parsePolicy,
  policyForPath,
  readPolicies,
  writeCsp,
} from "../scripts/build/csp.mjs";
import { writeDeployFiles } from "../scripts/build/deploy-files.mjs";
import { DOCUMENTS, headersFor, pathClass, SECURITY_HEADERS, type PathClass } from "../scripts/build/headers.mjs";
import { createHandler, startServer } from "../scripts/serve.mjs";
import { page, tempFiles } from "./build-fixtures";

type Headers = Record<string, string>;

/**
 * A finished build: client files (one per path class, a per-route HTML file, a product route's folder with
 * its pages and its own 404 page, Remix's manifest).
 */
async function build(): Promise<string> {
  const script = (code: string) => page(`<script>${code}</script>`);
  const dir = tempFiles({
    "client/index.html": script("home()"),
    "client/shop/index.html": script("shop()"),
    "client/offline/index.html": script("offline()"),
    "client/404.html": script("missing()"),
    "client/shop/404.html": script("noSuchProduct()"),
    "client/shop/usb-cable/index.html": script("product(1)"),
    "client/shop/phone-case/index.html": script("product(2)"),
    "client/assets/entry-Ab12Cd34.js": "export {};",
    "client/workbox-1234abcd.js": "self;",
    "client/sw.js": "self;",
    "client/images/hero.svg": "<svg/>",
    "client/favicon.svg": "<svg/>",
    "client/robots.txt": "User-agent: *",
    // Remix's browser manifest: the routes' paths (/contact has no page).
    "client/assets/manifest-Ab12Cd34.js": `window.__remixManifest=${JSON.stringify({
      entry: { module: "/assets/entry-Ab12Cd34.js" },
      routes: {
        root: { id: "root", path: "", module: "/assets/root.js" },
        "routes/shop": { id: "routes/shop", parentId: "root", path: "shop", module: "/assets/shop.js" },
        "routes/contact": { id: "routes/contact", parentId: "root", path: "contact", module: "/assets/contact.js" },
        product: { id: "product", parentId: "root", path: "shop/:slug", module: "/assets/product.js" },
      },
    })};`,
  });
  await writeCsp(join(dir, "client"));
  // The build's brotli copy of a 404 page (precompress.mjs), sent when the browser takes it.
  writeFileSync(
    join(dir, "client/shop/404.html.br"),
    brotliCompressSync(readFileSync(join(dir, "client/shop/404.html"))),
  );
  await writeDeployFiles(dir);
  return dir;
}

/**
 * Netlify / Cloudflare Pages: every rule whose pattern matches adds its headers; a header set twice is a clash,
 * but for the CSP: two values are two policies, both enforced (Cloudflare joins them with ", ").
 */
function fromHeadersFile(text: string, path: string): Headers {
  const rules: Array<{ pattern: string; headers: Headers }> = [];
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || line.trim() === "") continue;
    if (!line.startsWith(" ")) rules.push({ pattern: line.trim(), headers: {} });
    else {
      const at = line.indexOf(":");
      rules.at(-1)!.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  const matches = (pattern: string) =>
    pattern.endsWith("*") ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
  const headers: Headers = {};
  for (const rule of rules.filter((r) => matches(r.pattern)))
    for (const [name, value] of Object.entries(rule.headers)) {
      if (name in headers && name !== "Content-Security-Policy")
        throw new Error(`_headers: ${name} set by two rules for ${path}`);
      headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
    }
  return headers;
}

/**
 * nginx's choice of location (exact, then longest prefix unless ^~ stops it, then regexes in order) and its
 * add_header lines; when its try_files finds none of `files` and it has an error_page for 404, the location
 * of that page's internal redirect.
 */
function fromNginx(text: string, path: string, files: Set<string>): Headers {
  const locations = [...text.matchAll(/location (=|\^~|~)? ?("[^"]+"|\S+) \{([\s\S]*?)\n {4}\}/g)].map(
    ([, modifier = "", pattern = "", body = ""]) => ({
      modifier,
      pattern: pattern.replace(/^"|"$/g, ""),
      tryFiles: /try_files ([^;]+);/.exec(body)![1]!.split(" ").slice(0, -1),
      errorPage: /error_page 404 (\S+);/.exec(body)?.[1],
      headers: Object.fromEntries(
        [...body.matchAll(/add_header (\S+) "([^"]*)" always;/g)].map((m) => [m[1], m[2]]),
      ) as Headers,
    }),
  );
  const exact = locations.find((l) => l.modifier === "=" && l.pattern === path);
  const prefix = locations
    .filter((l) => (l.modifier === "" || l.modifier === "^~") && path.startsWith(l.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length)[0];
  const regex = locations.find((l) => l.modifier === "~" && new RegExp(l.pattern).test(path));
  const chosen = exact ?? (prefix?.modifier === "^~" ? prefix : (regex ?? prefix));
  if (!chosen) throw new Error(`nginx: no location for ${path}`);
  // The file system takes "/shop/x//index.html" ($uri/index.html for /shop/x/) as "/shop/x/index.html".
  const found = chosen.tryFiles.some((file) => files.has(file.replace("$uri", path).replace(/\/+/g, "/")));
  return !found && chosen.errorPage ? fromNginx(text, chosen.errorPage, files) : chosen.headers;
}

/** One path of each class, and the 404 page (/contact has no file) and per-route file of the HTML class. */
const SAMPLES: Record<string, PathClass> = {
  "/": "html",
  "/index.html": "html",
  "/shop": "html",
  "/shop/": "html",
  "/shop/404.html": "html",
  "/contact": "html",
  "/assets/entry-Ab12Cd34.js": "assets",
  "/workbox-1234abcd.js": "workbox",
  "/sw.js": "service-worker",
  "/images/hero.svg": "static",
  "/favicon.svg": "static",
  "/robots.txt": "static",
};

/** The product route's paths: its pages, and unknown slugs (its own 404 page). */
const PRODUCT_PATHS = [
  "/shop/usb-cable",
  "/shop/phone-case/",
  "/shop/usb-cable/index.html",
  "/shop/no-such-product",
  "/shop/a/b",
];
const MISSING = ["/contact", "/shop/no-such-product", "/shop/a/b"];

/**
 * The policy a browser enforces of a CSP header value that holds several (", "): here always one that implies the
 * others (has each of their directives, with the same sources), or the test fails.
 */
function enforced(csp: string): string {
  const policies = csp.split(", ");
  const implies = (policy: string, other: string) =>
    Object.entries(parsePolicy(other)).every(
      ([name, sources]) => parsePolicy(policy)[name]?.join(" ") === sources.join(" "),
    );
  const strictest = policies.find((policy) => policies.every((other) => implies(policy, other)));
  if (!strictest) throw new Error(`no one policy implies the others: ${csp}`);
  return strictest;
}

/** The client build's files as URL paths ("/shop/usb-cable/index.html"), as nginx's try_files finds them. */
const siteFiles = (client: string) =>
  new Set(readdirSync(client, { recursive: true, encoding: "utf8" }).map((f) => `/${f.replace(/\\/g, "/")}`));

describe("deploy files and npm start send the same headers", () => {
  let dir: string;
  let server: Server;
  let url: string;
  const served: Record<string, Headers> = {};

  beforeAll(async () => {
    dir = await build();
    ({ server, url } = await startServer({ port: 0, handler: createHandler(join(dir, "client")) }));
    for (const path of [...Object.keys(SAMPLES), ...PRODUCT_PATHS]) {
      const response = await fetch(url + path);
      expect(response.status, path).toBe(MISSING.includes(path) ? 404 : 200);
      served[path] = Object.fromEntries(response.headers);
    }
  });

  afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())));

  it("serve.mjs, _headers and nginx.conf agree per path class, as headers.mjs says, each page with its own CSP; subresources get only nosniff, caching and an ETag; a product route's pages one rule", () => {
    const policies = readPolicies(join(dir, "client"));
    const cspOf = (path: string, production: boolean) => headerPolicy(policyForPath(policies, path), { production });
    const headersFile = readFileSync(join(dir, "client", "_headers"), "utf8");
    const nginx = readFileSync(join(dir, "nginx.conf"), "utf8");
    const files = siteFiles(join(dir, "client"));
    const productPaths: Record<string, PathClass> = Object.fromEntries(PRODUCT_PATHS.map((path) => [path, "html"]));
    for (const [path, kind] of Object.entries({ ...SAMPLES, ...productPaths })) {
      expect(pathClass(path), path).toBe(kind);
      const local = headersFor(kind, cspOf(path, false));
      const host = headersFor(kind, cspOf(path, true));
      const names = Object.keys(local);
      const pick = (headers: Headers) =>
        Object.fromEntries(names.map((name) => [name, headers[name.toLowerCase()] ?? headers[name]]));
      expect(pick(served[path] ?? {}), `npm start ${path}`).toEqual(local);
      // Subresources get only the headers they use: nosniff, caching, an ETag (which alone revalidates).
      if (DOCUMENTS.includes(kind)) expect(served[path]?.["referrer-policy"], path).toBe(local["Referrer-Policy"]);
      else expect(served[path], path).not.toHaveProperty("referrer-policy");
      expect(served[path]?.["etag"], path).toMatch(/^W\/"/);
      // _headers gives every path the security headers but the CSP (its /* rule also covers 404.html, which
      // answers any unknown path); a document's own rule adds its own policy. The product route's paths have
      // one rule, /shop/*, with the CSP that does not depend on a page's code (its <meta> has the rest) and
      // the host's default Cache-Control, as an unknown path.
      const fromFile = fromHeadersFile(headersFile, path);
      const csp = fromFile["Content-Security-Policy"];
      expect({ ...fromFile, ...(csp && { "Content-Security-Policy": enforced(csp) }) }, `_headers ${path}`).toEqual(
        path in productPaths
          ? { ...SECURITY_HEADERS, "Content-Security-Policy": headerPolicy(DYNAMIC_PAGE_POLICY, { production: true }) }
          : { ...host, ...SECURITY_HEADERS },
      );
      if (kind !== "html" && kind !== "service-worker") expect(host).not.toHaveProperty("Content-Security-Policy");
      expect(pick(fromNginx(nginx, path, files)), `nginx.conf ${path}`).toEqual(host);
    }
    // A product route's pages are one rule, two locations and one _redirects line, whatever their number.
    const redirects = readFileSync(join(dir, "client", "_redirects"), "utf8");
    for (const text of [headersFile, nginx, redirects]) expect(text).not.toMatch(/usb-cable|phone-case/);
    // No placeholder rule (/shop/:slug would match every product page with the 404 page's policy).
    const patterns = headersFile.split("\n").filter((line) => line.startsWith("/"));
    expect(patterns.filter((p) => p.startsWith("/shop"))).toEqual([
      "/shop/*",
      "/shop/404.html",
      "/shop/index.html",
      "/shop/",
      "/shop",
    ]);
    expect(patterns.filter((p) => p.includes(":"))).toEqual([]);
    // Netlify applies a rule only where no file matches; Cloudflare Pages ignores a 404 rule (deploy-files.mjs).
    expect(redirects.split("\n").filter((line) => line && !line.startsWith("#"))).toEqual([
      "/shop/*  /shop/404.html  404",
    ]);
  });

  it("missing files with an extension are a plain 404; page paths get their own HTML, else their nearest 404 page with status 404; an ETag revalidates", async () => {
    for (const path of ["/assets/gone-Xy98.js", "/shop/gone.js"]) {
      const gone = await fetch(url + path);
      expect(gone.status, path).toBe(404);
      expect(await gone.text(), path).not.toContain("<html");
    }
    expect(await (await fetch(`${url}/shop`)).text()).toContain("shop()");
    for (const [path, script] of [
      ["/contact", "missing()"],
      ["/no/such/page", "missing()"],
      ["/Shop/gone", "missing()"],
      ["/shopping/gone", "missing()"],
      ["/shop/gone", "noSuchProduct()"],
      ["/shop/gone/", "noSuchProduct()"],
    ]) {
      const missing = await fetch(url + path!);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get("content-type"), path).toMatch(/^text\/html/);
      expect(await missing.text(), path).toContain(script);
    }
    // The 404 page's brotli copy, when the browser takes it.
    const br = await fetch(`${url}/shop/gone`, { headers: { "accept-encoding": "br" } });
    expect([br.headers.get("content-encoding"), await br.text()]).toEqual([
      "br",
      expect.stringContaining("noSuchProduct()"),
    ]);
    const etagged = { headers: { "if-none-match": served["/assets/entry-Ab12Cd34.js"]!["etag"]! } };
    expect((await fetch(`${url}/assets/entry-Ab12Cd34.js`, etagged)).status).toBe(304);
    // A repeat visit revalidates the 404 page like any HTML: 304 when unchanged, else the page with its 404.
    const etag = (await fetch(`${url}/contact`)).headers.get("etag")!;
    expect((await fetch(`${url}/contact`, { headers: { "if-none-match": etag } })).status).toBe(304);
    expect((await fetch(`${url}/contact`, { headers: { "if-none-match": 'W/"0-0"' } })).status).toBe(404);
    expect(readFileSync(join(dir, "nginx.conf"), "utf8")).toMatch(/gzip_static on;[\s\S]*brotli_static on;/);
  });
});
