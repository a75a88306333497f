// The Content-Security-Policy, computed from the built HTML. Scripts and styles come from our own
// origin; the few inline ones the build emits are allowed by their sha256 hashes, so an injected
// script or style is refused by the browser. writeCsp puts into each HTML file (a <meta
// http-equiv>) the policy with the hashes of its own inline code; readPolicies checks the files'
// and returns them, so scripts/serve.mjs and the deploy files send each page its own policy as a
// header too: no response carries the other pages' hashes (a few KB, growing with the catalogue).
// A dynamic route's pages (shop/<slug>/index.html, one per product) differ only in their inline
// data, so their header is one policy without the hashes (DYNAMIC_PAGE_POLICY) beside their <meta>.
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { parse } from "parse5";
import { dynamicFolderOf, dynamicFolders, pathClass } from "./headers.mjs";
import { eachLimited } from "./pool.mjs";
import { htmlFileFor, isPagePath, NOT_FOUND_FILE } from "./prerender.mjs";

/**
 * Directives before the hash lists are added. A <meta> policy cannot carry frame-ancestors (nor
 * report-uri or sandbox): headerPolicy adds it. upgrade-insecure-requests is for https hosts only
 * (headerPolicy's `production`): on http://localhost it would send same-origin requests to https.
 */
const BASE = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'"],
  "img-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "worker-src": ["'self'"],
  "manifest-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'self'"],
};

/**
 * The header policy of a dynamic route's pages (before headerPolicy adds what only a header carries):
 * BASE's directives that do not depend on a page's inline code. Their default-src, script-src and
 * style-src are in each page's own <meta>; browsers enforce both policies, so each page is as strict
 * as with its whole policy in the header, and one _headers rule or nginx location serves them all.
 */
export const DYNAMIC_PAGE_POLICY = Object.entries(BASE)
  .filter(([name]) => !["default-src", "script-src", "style-src"].includes(name))
  .map(([name, sources]) => [name, ...sources].join(" "))
  .join("; ");

/**
 * The CSP hash source of a script's or style's text, e.g. 'sha256-…' (UTF-8, as browsers hash it).
 * @param {string} text
 */
export function hashSource(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * Styles a library inserts at run time as a <style> element: sonner 2 puts its stylesheet into one
 * when its module first loads (app/components/layout/Toaster.tsx loads it with the first toast),
 * with no option to link its published dist/styles.css instead, which is not the (minified) text
 * it inserts. So sonner's published entry runs here against a document that records the element's
 * text each time the browser checks it: appended empty, then filled.
 * @returns {string[]}
 */
export function runtimeStyles() {
  const require = createRequire(import.meta.url);
  /** @type {string[]} */
  const texts = [];
  let text = "";
  const style = { appendChild: (/** @type {string} */ node) => texts.push((text += node)) };
  const document = {
    head: { appendChild: () => texts.push(text) },
    createElement: () => style,
    createTextNode: (/** @type {string} */ data) => data,
  };
  const module = { exports: {} };
  runInNewContext(readFileSync(require.resolve("sonner"), "utf8"), { document, require, module, exports: module.exports });
  if (!texts.some(Boolean)) throw new Error("sonner inserted no stylesheet: runtimeStyles() needs updating");
  return texts;
}

/**
 * Whether a <script> of this type is run (and so checked against script-src): no type, a
 * JavaScript type, a module, an import map or speculation rules. Any other type is a data block
 * (a product page's JSON-LD) that the browser never runs: hashing it would only lengthen the policy
 * every page and response carries.
 * @param {string | undefined} type
 */
function runsAsScript(type) {
  const t = type?.trim().toLowerCase();
  return !t || /^(module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script)$/.test(t);
}

/** @typedef {import("parse5").DefaultTreeAdapterMap["element"]} Element */

/**
 * One HTML document as the browser parses it (parse5, the WHATWG algorithm): its CSP <meta>s'
 * contents, whether a script, style or stylesheet link comes before the first, and its inline
 * scripts and styles, as the exact text browsers hash. No source locations: they double parse5's time.
 * @param {string} html
 */
function readPage(html) {
  const page = {
    /** @type {string[]} */ metas: [],
    codeBeforeMeta: false,
    /** @type {string[]} */ scripts: [],
    /** @type {string[]} */ styles: [],
  };
  /** @param {import("parse5").DefaultTreeAdapterMap["parentNode"]} parent */
  const visit = (parent) => {
    for (const node of parent.childNodes) {
      if (!("tagName" in node)) continue;
      const attribute = (/** @type {string} */ name) => node.attrs.find((a) => a.name === name)?.value;
      const text = () => node.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
      if (node.tagName === "meta" && attribute("http-equiv")?.toLowerCase() === "content-security-policy")
        page.metas.push(attribute("content") ?? "");
      if (["script", "style", "link"].includes(node.tagName) && page.metas.length === 0) page.codeBeforeMeta = true;
      if (node.tagName === "script" && attribute("src") === undefined && runsAsScript(attribute("type")))
        page.scripts.push(text());
      if (node.tagName === "style") page.styles.push(text());
      // style="" in markup is refused by style-src (hashes do not cover attributes without
      // 'unsafe-hashes'); styles React sets from script at run time (CSSOM) are not affected.
      if (attribute("style") !== undefined)
        throw new Error(`style="" attribute on a <${node.tagName}> in built HTML (CSP refuses it; use a class)`);
      visit(node.tagName === "template" ? /** @type {any} */ (node).content : node);
    }
  };
  visit(parse(html));
  return page;
}

/** The CSP <meta> exactly as app/root.tsx's Layout renders it (React's attribute order and quoting). */
const META_TAG = /<meta http-equiv="Content-Security-Policy" content="([^"<>&]*)"\/>/;

/** Only <html>, <head> and <meta> start tags before it: then the match is that element, not text in a script. */
const ONLY_TAGS_BEFORE = /^(?:<!DOCTYPE html>)?(?:\s*<(?:html|head|meta)(?:\s[^<>]*)?>)*\s*$/i;

/**
 * Where the page's CSP <meta> is in its source, if it is the tag app/root.tsx renders, first in <head>.
 * @param {string} html
 */
function metaTagAt(html) {
  const match = META_TAG.exec(html);
  if (!match || !ONLY_TAGS_BEFORE.test(html.slice(0, match.index))) return undefined;
  return { content: /** @type {string} */ (match[1]), start: match.index, end: match.index + match[0].length };
}

/**
 * The inline scripts and styles of one HTML document.
 * @param {string} html
 * @returns {{ scripts: string[], styles: string[] }}
 */
export function inlineCode(html) {
  const { scripts, styles } = readPage(html);
  return { scripts, styles };
}

/**
 * The policy allowing this inline code (one page's, for its <meta> and its header), and the styles
 * a library inserts at run time (`runtime`: runtimeStyles(), read once by the
 * caller: it reads sonner from disk), which any page may need.
 * @param {{ scripts: string[], styles: string[] }} code
 * @param {string[]} runtime
 */
function metaPolicy({ scripts, styles }, runtime) {
  const hashes = (texts) => [...new Set(texts.map(hashSource))].sort();
  const directives = {
    ...BASE,
    "script-src": [...BASE["script-src"], ...hashes(scripts)],
    "style-src": [...BASE["style-src"], ...hashes([...styles, ...runtime])],
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}

/**
 * The policy as a response header: the meta policy plus what only a header can carry.
 * @param {string} meta
 * @param {{ production: boolean }} options production: for an https host's deploy files
 */
export function headerPolicy(meta, { production }) {
  return [meta, "frame-ancestors 'none'", ...(production ? ["upgrade-insecure-requests"] : [])].join("; ");
}

/** Every .html file of a client build, relative paths (e.g. "index.html", "shop/index.html"). */
function htmlFiles(clientDirectory) {
  const files = readdirSync(clientDirectory, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"));
  if (files.length === 0) throw new Error(`${clientDirectory} has no .html file`);
  return files.sort();
}

/** The content app/root.tsx's Layout renders into the CSP <meta> for the build to fill in. */
const PLACEHOLDER = "filled in by scripts/build/csp.mjs";

/** Files read and written at once: enough to keep the disk busy while parse5 works, far below EMFILE. */
const OPEN_FILES = 16;

/**
 * Writes into each built HTML file's CSP <meta> the policy of its own inline scripts and styles.
 * The meta is rendered by app/root.tsx (after the charset, before any script or style; React
 * hydrates <head>, so an element the build added there would be a hydration mismatch). Each file
 * is checked as it is written (one CSP meta, that tag, before any code): readPolicies relies on it
 * for a dynamic route's pages. Runs again cleanly over its own output.
 * @param {string} clientDirectory e.g. "build/client"
 * @returns {Promise<string>} a one-line summary for the build log
 */
export async function writeCsp(clientDirectory) {
  const files = htmlFiles(clientDirectory);
  const runtime = runtimeStyles();
  const scripts = new Set();
  await eachLimited(files, OPEN_FILES, async (file) => {
    const path = join(clientDirectory, file);
    const html = await readFile(path, "utf8");
    const page = readPage(html);
    if (page.metas.length !== 1)
      throw new Error(`${file}: expected one CSP <meta> (app/root.tsx renders it), found ${page.metas.length}`);
    const at = metaTagAt(html);
    if (!at || at.content !== page.metas[0])
      throw new Error(`${file}: the CSP <meta> is not the tag app/root.tsx renders, first in <head>`);
    if (at.content !== PLACEHOLDER && !at.content.startsWith("default-src"))
      throw new Error(`${file}: the CSP <meta> holds neither app/root.tsx's placeholder nor a policy`);
    if (page.codeBeforeMeta) throw new Error(`${file}: the CSP <meta> comes after a script/style`);
    for (const script of page.scripts) scripts.add(hashSource(script));
    const tag = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(page, runtime)}"/>`;
    const written = html.slice(0, at.start) + tag + html.slice(at.end);
    if (written !== html) await writeFile(path, written);
  });
  return `CSP: ${files.length} HTML files, ${scripts.size} inline scripts by hash`;
}

/**
 * Each HTML file's header policy (e.g. "shop/index.html" -> its policy; a dynamic route's page ->
 * DYNAMIC_PAGE_POLICY). Throws unless each fixed page and 404 page has one CSP meta, placed before
 * its first script, style and stylesheet, that is exactly the policy of its own inline scripts and
 * styles: an inline script changed after the build (or a build step that forgot writeCsp) fails
 * here, not silently in a customer's browser. Of a dynamic route's pages (thousands, which writeCsp
 * checked one by one) only a sample is checked (the first, middle and last), so `npm start` and the
 * deploy files stay fast.
 * @param {string} clientDirectory
 * @returns {Map<string, string>} headerPolicy makes a header of each
 */
export function readPolicies(clientDirectory) {
  const runtime = runtimeStyles();
  const files = htmlFiles(clientDirectory);
  const folders = dynamicFolders(files);
  const policies = new Map();
  /** @type {Map<string, string[]>} */
  const pagesOf = new Map();
  for (const file of files) {
    const folder = dynamicFolderOf(file, folders);
    if (folder === undefined) policies.set(file, checkedPolicy(clientDirectory, file, runtime));
    else {
      policies.set(file, DYNAMIC_PAGE_POLICY);
      if (!pagesOf.has(folder)) pagesOf.set(folder, []);
      pagesOf.get(folder)?.push(file);
    }
  }
  for (const pages of pagesOf.values())
    for (const i of new Set([0, Math.floor((pages.length - 1) / 2), pages.length - 1]))
      checkedPolicy(clientDirectory, /** @type {string} */ (pages[i]), runtime);
  if (!policies.has(NOT_FOUND_FILE)) throw new Error(`${clientDirectory} has no ${NOT_FOUND_FILE}`);
  return policies;
}

/**
 * The policy in a file's CSP meta, after checking it is the file's own (see readPolicies).
 * @param {string} clientDirectory
 * @param {string} file
 * @param {string[]} runtime runtimeStyles()
 */
function checkedPolicy(clientDirectory, file, runtime) {
  const code = readPage(readFileSync(join(clientDirectory, file), "utf8"));
  if (code.metas.length !== 1) throw new Error(`${file}: expected one CSP <meta>, found ${code.metas.length} (run writeCsp)`);
  if (code.codeBeforeMeta) throw new Error(`${file}: the CSP <meta> comes after a script/style`);
  const policy = /** @type {string} */ (code.metas[0]);
  if (policy !== metaPolicy(code, runtime)) {
    // Name what the policy lacks, if anything; else it allows more than the file's own code.
    const sources = (directive) => policy.split("; ").find((d) => d.startsWith(`${directive} `))?.split(" ") ?? [];
    const missing = [
      ...code.scripts.filter((s) => !sources("script-src").includes(hashSource(s))).map((s) => `script ${s.slice(0, 60)}`),
      ...code.styles.filter((s) => !sources("style-src").includes(hashSource(s))).map((s) => `style ${s.slice(0, 60)}`),
    ];
    throw new Error(
      missing.length > 0
        ? `${file}: inline code not in its CSP (run writeCsp): ${missing.join("; ")}`
        : `${file}: its CSP is not its own inline code's (run writeCsp)`,
    );
  }
  return policy;
}

/**
 * The HTML file a page path is answered with ("/" -> "index.html", "/shop" and "/shop/" ->
 * "shop/index.html", "/404.html" as it is), and so whose policy its response carries; a path
 * with no such file gets its 404 page (notFoundFileFor), and its policy. The service worker gets
 * WORKER_POLICY.
 * @param {Map<string, string>} policies readPolicies' result
 * @param {string} pathname
 */
export function policyForPath(policies, pathname) {
  if (pathClass(pathname) === "service-worker") return WORKER_POLICY;
  const path = pathname.replace(/\/+$/, "") || "/";
  const file = path.endsWith(".html") ? path.slice(1) : isPagePath(path) ? htmlFileFor(path) : undefined;
  return (file && policies.get(file)) || /** @type {string} */ (policies.get(notFoundFileFor(policies, pathname)));
}

/**
 * The 404 page of a path with no file: the nearest 404.html up its folders, as Cloudflare Pages
 * looks for it ("/shop/gone" -> "shop/404.html", the product route's own), else the top-level one.
 * scripts/serve.mjs answers with it; nginx.conf and _redirects (Netlify) say the same per folder.
 * @param {{ has: (file: string) => boolean }} files readPolicies' result (its 404 pages are what counts)
 * @param {string} pathname
 */
export function notFoundFileFor(files, pathname) {
  const folders = pathname.slice(1, pathname.lastIndexOf("/")).split("/").filter(Boolean);
  for (let n = folders.length; n > 0; n--) {
    const file = `${folders.slice(0, n).join("/")}/${NOT_FOUND_FILE}`;
    if (files.has(file)) return file;
  }
  return NOT_FOUND_FILE;
}

/** The service worker's policy: it runs no inline code, and fetches and imports from our origin only. */
export const WORKER_POLICY = metaPolicy({ scripts: [], styles: [] }, []);

/**
 * For tests: the directives of a policy string by name.
 * @param {string} policy
 * @returns {Record<string, string[]>}
 */
export function parsePolicy(policy) {
  return Object.fromEntries(
    policy.split(/;\s*/).map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}
