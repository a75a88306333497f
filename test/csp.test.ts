import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";
import { expect, it, vi } from "vitest";
import {
  DYNAMIC_PAGE_POLICY,
  hashSource,
  headerPolicy,
  inlineCode,
  parsePolicy,
  policyForPath,
  readPolicies,
  runtimeStyles,
  WORKER_POLICY,
  writeCsp,
} from "../scripts/build/csp.mjs";
import { page, tempFiles, writeFiles } from "./build-fixtures";

/** A client build with the home page and a per-route page, each with inline code of its own. */
const client = () =>
  tempFiles({
    "index.html": page(`<script>one()</script><script type="module" src="/assets/e.js"></script>`),
    "shop/index.html": page(
      `<script>two()</script><script type="module">import "/assets/e.js";</script>`,
      "<style>main{color:red}</style>",
    ),
    "404.html": page(`<script>missing()</script>`),
  });

/** client() plus a dynamic route's folder: its own 404 page and `count` pages, each with its own inline script. */
const withProducts = (count: number) =>
  writeFiles(client(), {
    "shop/404.html": page(`<script>noSuchProduct()</script>`),
    ...Object.fromEntries(
      Array.from({ length: count }, (_, i) => [`shop/p${i}/index.html`, page(`<script>product(${i})</script>`)]),
    ),
  });

it("hashes text as browsers do (sha256 of the UTF-8 text, base64)", () => {
  expect(hashSource("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  expect(hashSource("é")).not.toBe(hashSource("e"));
});

it("puts into each HTML file, before any script, style or stylesheet, a policy allowing its own inline code and nothing else inline; a second run changes nothing; the header adds what only it can carry", async () => {
  const dir = client();
  await writeCsp(dir);
  const policies = readPolicies(dir);
  expect([...policies.keys()].sort()).toEqual(["404.html", "index.html", "shop/index.html"]);
  const html = ["index.html", "shop/index.html"].map((f) => readFileSync(join(dir, f), "utf8"));
  for (const [i, text] of html.entries()) {
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(text)!;
    expect(meta[1]).toBe(policies.get(["index.html", "shop/index.html"][i]!));
    expect(text.indexOf(meta[0])).toBeLessThan(text.search(/<script|<style|<link/));
    expect(text.indexOf(meta[0])).toBeGreaterThan(text.indexOf('<meta charSet="utf-8"/>'));
  }
  const own = (file: string) => parsePolicy(policies.get(file)!);
  expect(own("index.html")["script-src"]).toEqual(["'self'", hashSource("one()")]);
  expect(own("shop/index.html")["script-src"]).toEqual([
    "'self'",
    ...["two()", 'import "/assets/e.js";'].map(hashSource).sort(),
  ]);
  expect(own("404.html")["script-src"]).toEqual(["'self'", hashSource("missing()")]);
  expect(own("index.html")["style-src"]).not.toContain(hashSource("main{color:red}"));
  expect(own("shop/index.html")["style-src"]).toContain(hashSource("main{color:red}"));
  for (const policy of policies.values()) {
    // The styles a library inserts at run time may come on any page.
    expect(parsePolicy(policy)["style-src"]).toEqual(expect.arrayContaining(runtimeStyles().map(hashSource)));
    // script-src is exact above and the other directives below: only style-src could allow more.
    expect(parsePolicy(policy)["style-src"]).not.toContain("'unsafe-inline'");
    expect({ ...parsePolicy(policy), "script-src": [], "style-src": [] }).toEqual({
      "default-src": ["'self'"],
      "script-src": [],
      "style-src": [],
      "img-src": ["'self'", "data:"],
      "connect-src": ["'self'"],
      "worker-src": ["'self'"],
      "manifest-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'none'"],
      "form-action": ["'self'"],
    });
  }
  await writeCsp(dir);
  expect(["index.html", "shop/index.html"].map((f) => readFileSync(join(dir, f), "utf8"))).toEqual(html);
  // What only a header can carry; upgrade-insecure-requests only for production hosts.
  const meta = policies.get("index.html")!;
  expect(parsePolicy(meta)).not.toHaveProperty("frame-ancestors");
  const header = (production: boolean) => parsePolicy(headerPolicy(meta, { production }));
  expect(header(false)).toEqual({ ...parsePolicy(meta), "frame-ancestors": ["'none'"] });
  expect(header(true)).toEqual({ ...header(false), "upgrade-insecure-requests": [] });
});

it("refuses a file whose policy allows more than its own inline code, or lacks a script changed after the hashes were computed, until they are computed again; of a dynamic route's pages checks a sample", async () => {
  const dir = withProducts(9);
  await writeCsp(dir);
  const home = join(dir, "index.html");
  const html = readFileSync(home, "utf8");
  writeFileSync(home, html.replace("script-src 'self' ", `script-src 'self' ${hashSource("two()")} `));
  expect(() => readPolicies(dir)).toThrow(/index\.html: its CSP is not its own inline code's/);
  writeFileSync(home, html);
  const file = join(dir, "shop", "index.html");
  writeFileSync(file, readFileSync(file, "utf8").replace("two()", "three()"));
  expect(() => readPolicies(dir)).toThrow(/shop\/index\.html: its CSP .*lacks: three\(\)/);
  await writeCsp(dir);
  expect(parsePolicy(readPolicies(dir).get("shop/index.html")!)["script-src"]).toContain(hashSource("three()"));
  // A dynamic route's pages: readPolicies checks the first, middle and last, and trusts writeCsp for the others.
  const product = (i: number) => join(dir, "shop", `p${i}`, "index.html");
  for (const sampled of [0, 4, 8]) {
    const html = readFileSync(product(sampled), "utf8");
    writeFileSync(product(sampled), html.replace(`product(${sampled})`, "changed()"));
    expect(() => readPolicies(dir), `p${sampled}`).toThrow(
      new RegExp(`shop/p${sampled}/index\\.html: its CSP .*lacks: changed\\(\\)`),
    );
    writeFileSync(product(sampled), html);
  }
  // Not in the sample: readPolicies does not open it (the speed of npm start with thousands of products)...
  writeFileSync(product(3), page(`<script>product(3)</script>`));
  expect(readPolicies(dir).get("shop/p3/index.html")).toBe(DYNAMIC_PAGE_POLICY);
  // ...as writeCsp checked, and checks again, every page.
  writeFileSync(product(3), page(`<div style="color:red"></div>`));
  await expect(writeCsp(dir)).rejects.toThrow(/style="" attribute/);
});

it("hashes the scripts a browser runs, not data blocks such as a product's JSON-LD", () => {
  const html = page(
    `<script type="application/ld+json">{"@type":"Product"}</script><script type="module">m()</script><script type="text/javascript">j()</script><script type="importmap">{}</script><script>s()</script>`,
  );
  expect(inlineCode(html).scripts).toEqual(["m()", "j()", "{}", "s()"]);
  // Script text that merely mentions style= is not markup (a style attribute: "refuses a file …" above).
  expect(inlineCode(page(`<script>a(' style="x"')</script>`)).scripts).toEqual([`a(' style="x"')`]);
});

it("hashes the texts of the <style> sonner inserts when it loads in a DOM (empty first, then filled)", async () => {
  // What the browser checks against style-src: the element's text when it enters the document,
  // then after each change (sonner appends its stylesheet as one text node).
  const checked: string[] = [];
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, "appendChild").mockImplementation((node) => {
    checked.push(node.textContent ?? "");
    new MutationObserver(() => checked.push(node.textContent ?? "")).observe(node, { childList: true });
    return append(node);
  });
  expect(document.head.querySelector("style")).toBeNull();
  await import("sonner"); // the ES module build the app bundles, run by jsdom
  await Promise.resolve(); // mutation records are delivered as a microtask
  expect(checked).toEqual(runtimeStyles());
  expect(runtimeStyles()).toEqual(["", expect.stringContaining("[data-sonner-toaster]")]);
  // sonner's published stylesheet holds the same rules unminified, so its hash would not match (if a
  // release ever makes them identical, runtimeStyles() can hash the file instead).
  const published = readFileSync(join(createRequire(import.meta.url).resolve("sonner"), "../styles.css"), "utf8");
  expect(published).toContain("[data-sonner-toaster]");
  expect(hashSource(published)).not.toBe(hashSource(checked[1]!));
});

it("a dynamic route's pages each carry their own hashes in their <meta>; their header policy is one, without any; each path gets its own file's policy (a dynamic route's pages their folder's), any other its nearest 404 page's; the worker's has no hashes", async () => {
  const dir = withProducts(3);
  await writeCsp(dir);
  const meta = (file: string) => parsePolicy(/content="([^"]*)"/.exec(readFileSync(join(dir, file), "utf8"))![1]!);
  for (let i = 0; i < 3; i++)
    expect(meta(`shop/p${i}/index.html`)["script-src"]).toEqual(["'self'", hashSource(`product(${i})`)]);
  const policies = readPolicies(dir);
  for (let i = 0; i < 3; i++) expect(policies.get(`shop/p${i}/index.html`)).toBe(DYNAMIC_PAGE_POLICY);
  // The folder's own 404 page is a fixed page: its header is its own whole policy.
  expect(parsePolicy(policies.get("shop/404.html")!)["script-src"]).toEqual(["'self'", hashSource("noSuchProduct()")]);
  // The header leaves to the meta what depends on the page's code, and says the same as the meta about the
  // rest: a browser enforcing both gets the page's own policy, plus frame-ancestors.
  const header = parsePolicy(DYNAMIC_PAGE_POLICY);
  expect(Object.keys(header).sort()).toEqual(
    ["base-uri", "connect-src", "form-action", "img-src", "manifest-src", "object-src", "worker-src"].sort(),
  );
  for (let i = 0; i < 3; i++) expect(meta(`shop/p${i}/index.html`)).toMatchObject(header);
  // Each path is answered with its own file's policy, any other with its nearest 404 page's.
  const expected = {
    "index.html": ["/", "/index.html"],
    "shop/index.html": ["/shop", "/shop/", "/shop/index.html"],
    "shop/404.html": ["/shop/gone", "/shop/gone/", "/shop/a/b", "/shop/404.html"],
    "404.html": ["/contact", "/Shop", "/Shop/gone", "/shopping/gone", "/404.html"],
  };
  for (const [file, paths] of Object.entries(expected))
    for (const path of paths) expect(policyForPath(policies, path), path).toBe(policies.get(file));
  for (const path of ["/shop/p1", "/shop/p1/", "/shop/p1/index.html"])
    expect(policyForPath(policies, path), path).toBe(DYNAMIC_PAGE_POLICY);
  expect(policyForPath(policies, "/sw.js")).toBe(WORKER_POLICY);
  expect(parsePolicy(WORKER_POLICY)).toMatchObject({ "script-src": ["'self'"], "style-src": ["'self'"] });
});

it("writeCsp fills in only the tag app/root.tsx renders, first in <head>, and fails without it", async () => {
  const dir = client();
  const home = join(dir, "index.html");
  const html = readFileSync(home, "utf8");
  const meta = '<meta http-equiv="Content-Security-Policy" content="filled in by scripts/build/csp.mjs"/>';
  writeFileSync(home, html.replace(meta, ""));
  await expect(writeCsp(dir)).rejects.toThrow(
    /index\.html: expected one CSP <meta> \(app\/root\.tsx renders it\), found 0/,
  );
  const reordered = '<meta content="filled in by scripts/build/csp.mjs" http-equiv="Content-Security-Policy"/>';
  writeFileSync(home, html.replace(meta, reordered));
  await expect(writeCsp(dir)).rejects.toThrow(/index\.html: the CSP <meta> is not the tag app\/root\.tsx renders/);
  writeFileSync(home, html.replace(meta, "").replace("<title>", `<script>early()</script>${meta}<title>`));
  await expect(writeCsp(dir)).rejects.toThrow(/index\.html: the CSP <meta> is not the tag app\/root\.tsx renders/);
  writeFileSync(home, html.replace("filled in by scripts/build/csp.mjs", "script-src *"));
  await expect(writeCsp(dir)).rejects.toThrow(/index\.html: the CSP <meta> holds neither/);
});
