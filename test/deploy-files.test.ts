import type { Server } from "node:http";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashSource, headerPolicy, parsePolicy, policyForPath, readPolicies, writeCsp } from "../scripts/build/csp.mjs";
import { writeDeployFiles } from "../scripts/build/deploy-files.mjs";
import { headersFor, pathClass, securityHeaders, type PathClass } from "../scripts/build/headers.mjs";
import { startServer } from "../scripts/serve.mjs";

type Headers = Record<string, string>;

/** A finished build: client files (one per path class, a per-route HTML file) and the two manifests. */
async function build(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "deploy-"));
  const file = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  const html = (script: string) =>
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="filled in by scripts/build/csp.mjs"/></head><body><script>${script}</script></body></html>`;
  file("client/index.html", html("home()"));
  file("client/shop/index.html", html("shop()"));
  file("client/offline/index.html", html("offline()"));
  file("client/404.html", html("missing()"));
  file("client/assets/entry-Ab12Cd34.js", "export {};");
  file("client/workbox-1234abcd.js", "self;");
  file("client/sw.js", "self;");
  file("client/images/hero.svg", "<svg/>");
  file("client/favicon.svg", "<svg/>");
  file("client/robots.txt", "User-agent: *");
  file(
    ".remix/manifest.json",
    JSON.stringify({
      routes: {
        root: { id: "root", file: "root.tsx", path: "" },
        "routes/shop": { id: "routes/shop", parentId: "root", file: "routes/shop.tsx", path: "shop" },
        "routes/contact": { id: "routes/contact", parentId: "root", file: "routes/contact.tsx", path: "contact" },
      },
    }),
  );
  file(
    ".vite/client-manifest.json",
    JSON.stringify({
      "app/entry.client.tsx": { file: "assets/entry-Ab12Cd34.js", isEntry: true },
      "app/root.tsx": { file: "assets/root.js", isEntry: true },
      "app/routes/shop.tsx": { file: "assets/shop.js", isEntry: true },
      "app/routes/contact.tsx": { file: "assets/contact.js", isEntry: true },
    }),
  );
  await writeCsp(join(dir, "client"));
  await writeDeployFiles(dir);
  return dir;
}

/** Netlify / Cloudflare Pages: every rule whose pattern matches adds its headers; a header set twice is a clash. */
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
      if (name in headers) throw new Error(`_headers: ${name} set by two rules for ${path}`);
      headers[name] = value;
    }
  return headers;
}

/** nginx's choice of location (exact, then longest prefix unless ^~ stops it, then regexes in order) and its add_header lines. */
function fromNginx(text: string, path: string): Headers {
  const locations = [...text.matchAll(/location (=|\^~|~)? ?("[^"]+"|\S+) \{([\s\S]*?)\n {4}\}/g)].map(
    ([, modifier = "", pattern = "", body = ""]) => ({
      modifier,
      pattern: pattern.replace(/^"|"$/g, ""),
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
  return chosen.headers;
}

/** One path of each class, and the 404 page (/contact has no file) and per-route file of the HTML class. */
const SAMPLES: Record<string, PathClass> = {
  "/": "html",
  "/index.html": "html",
  "/shop": "html",
  "/contact": "html",
  "/assets/entry-Ab12Cd34.js": "assets",
  "/workbox-1234abcd.js": "workbox",
  "/sw.js": "service-worker",
  "/images/hero.svg": "static",
  "/favicon.svg": "static",
  "/robots.txt": "static",
};

describe("deploy files and npm start send the same headers", () => {
  let dir: string;
  let server: Server;
  let url: string;
  const served: Record<string, Headers> = {};

  beforeAll(async () => {
    dir = await build();
    ({ server, url } = await startServer({ port: 0, root: join(dir, "client") }));
    for (const path of Object.keys(SAMPLES)) {
      const response = await fetch(url + path);
      expect(response.status, path).toBe(path === "/contact" ? 404 : 200);
      served[path] = Object.fromEntries(response.headers);
    }
  });

  afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())));

  it("serve.mjs, _headers and nginx.conf agree per path class, as headers.mjs says, each page with its own CSP", () => {
    const policies = readPolicies(join(dir, "client"));
    const cspOf = (path: string, production: boolean) => headerPolicy(policyForPath(policies, path), { production });
    const headersFile = readFileSync(join(dir, "client", "_headers"), "utf8");
    const nginx = readFileSync(join(dir, "nginx.conf"), "utf8");
    for (const [path, kind] of Object.entries(SAMPLES)) {
      expect(pathClass(path), path).toBe(kind);
      const local = headersFor(kind, cspOf(path, false));
      const host = headersFor(kind, cspOf(path, true));
      const names = Object.keys(local);
      const pick = (headers: Headers) =>
        Object.fromEntries(names.map((name) => [name, headers[name.toLowerCase()] ?? headers[name]]));
      expect(pick(served[path] ?? {}), `npm start ${path}`).toEqual(local);
      // _headers gives every path the security headers but the CSP (its /* rule also covers 404.html, which
      // answers any unknown path); a document's own rule adds its own policy.
      expect(fromHeadersFile(headersFile, path), `_headers ${path}`).toEqual({ ...host, ...securityHeaders() });
      if (kind !== "html" && kind !== "service-worker") expect(host).not.toHaveProperty("Content-Security-Policy");
      expect(pick(fromNginx(nginx, path)), `nginx.conf ${path}`).toEqual(host);
    }
    // The one difference: hosts are https, npm start is http://localhost.
    expect(parsePolicy(cspOf("/", true))).toHaveProperty("upgrade-insecure-requests");
  });

  it("sends each page only its own inline code's hashes, and the 404 page's policy for any other path", () => {
    const scripts = (path: string) => parsePolicy(served[path]!["content-security-policy"]!)["script-src"];
    expect(scripts("/")).toContain(hashSource("home()"));
    expect(scripts("/")).not.toContain(hashSource("shop()"));
    expect(scripts("/shop")).toEqual(["'self'", hashSource("shop()")]);
    expect(scripts("/contact")).toEqual(["'self'", hashSource("missing()")]);
    expect(scripts("/sw.js")).toEqual(["'self'"]);
  });

  it("npm start sends subresources only the headers they use: nosniff, caching, an ETag (no date validator)", async () => {
    for (const [path, kind] of Object.entries(SAMPLES)) {
      const headers = served[path] ?? {};
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe(
        kind === "html" || kind === "service-worker" ? "strict-origin-when-cross-origin" : undefined,
      );
      expect(headers["last-modified"], path).toBeUndefined();
      expect(headers["etag"], path).toMatch(/^W\/"/);
    }
    // The ETag alone revalidates.
    const etag = served["/assets/entry-Ab12Cd34.js"]!["etag"]!;
    const again = await fetch(`${url}/assets/entry-Ab12Cd34.js`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("missing files with an extension are a plain 404; page paths get their own HTML, else the 404 page with status 404", async () => {
    const gone = await fetch(`${url}/assets/gone-Xy98.js`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).not.toContain("<html");
    expect(await (await fetch(`${url}/shop`)).text()).toContain("shop()");
    for (const path of ["/contact", "/no/such/page", "/shop/gone"]) {
      const missing = await fetch(url + path);
      expect(missing.status, path).toBe(404);
      expect(missing.headers.get("content-type"), path).toMatch(/^text\/html/);
      expect(await missing.text(), path).toContain("missing()");
    }
    // A repeat visit revalidates the 404 page like any HTML: 304 when unchanged, else the page with its 404.
    const etag = (await fetch(`${url}/contact`)).headers.get("etag")!;
    expect((await fetch(`${url}/contact`, { headers: { "if-none-match": etag } })).status).toBe(304);
    expect((await fetch(`${url}/contact`, { headers: { "if-none-match": 'W/"0-0"' } })).status).toBe(404);
    // Netlify and Cloudflare Pages answer a missing path with the top-level 404.html themselves: no rule to write.
    expect(existsSync(join(dir, "client", "_redirects"))).toBe(false);
    const nginx = readFileSync(join(dir, "nginx.conf"), "utf8");
    expect(nginx).toMatch(/location \/ \{\n {8}try_files \$uri\/index\.html =404;\n {8}error_page 404 \/404\.html;\n/);
    expect(nginx).toMatch(/gzip_static on;[\s\S]*brotli_static on;/);
  });
});
