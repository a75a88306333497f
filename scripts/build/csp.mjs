// The Content-Security-Policy, computed from the built HTML. Scripts and styles come from our own
// origin; the few inline ones the build emits are allowed by their sha256 hashes, so an injected
// script or style is refused by the browser. writeCsp puts into each HTML file (a <meta
// http-equiv>) the policy with the hashes of its own inline code; readPolicies checks every file's
// and returns them, so scripts/serve.mjs and the deploy files send each page its own policy as a
// header too: no response carries the other pages' hashes (a few KB, growing with the catalogue).
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { parse } from "parse5";
import { pathClass } from "./headers.mjs";
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
 * One HTML document as the browser parses it (parse5, the WHATWG algorithm): its CSP <meta>s with
 * their place in the source, whether a script, style or stylesheet link comes before the first,
 * and its inline scripts and styles, as the exact text browsers hash.
 * @param {string} html
 */
function readPage(html) {
  const page = {
    /** @type {{ content: string, start: number, end: number }[]} */ metas: [],
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
      if (node.tagName === "meta" && attribute("http-equiv")?.toLowerCase() === "content-security-policy") {
        const at = node.sourceCodeLocation;
        if (!at) throw new Error("a CSP <meta> without a place in the source");
        page.metas.push({ content: attribute("content") ?? "", start: at.startOffset, end: at.endOffset });
      }
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
  visit(parse(html, { sourceCodeLocationInfo: true }));
  return page;
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

/**
 * Writes into each built HTML file's CSP <meta> the policy of its own inline scripts and styles.
 * The meta is rendered by app/root.tsx (after the charset, before any script or style; React
 * hydrates <head>, so an element the build added there would be a hydration mismatch). Runs
 * again cleanly over its own output.
 * @param {string} clientDirectory e.g. "build/client"
 * @returns {Promise<string>} a one-line summary for the build log
 */
export async function writeCsp(clientDirectory) {
  const files = htmlFiles(clientDirectory);
  const pages = await Promise.all(files.map((file) => readFile(join(clientDirectory, file), "utf8")));
  const read = pages.map(readPage);
  const runtime = runtimeStyles();
  await Promise.all(
    pages.map((html, i) => {
      const { metas } = read[i];
      if (metas.length !== 1 || (metas[0].content !== PLACEHOLDER && !metas[0].content.startsWith("default-src")))
        throw new Error(`${files[i]}: expected one CSP <meta> (app/root.tsx renders it), found ${metas.length}`);
      const tag = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(read[i], runtime)}"/>`;
      return writeFile(join(clientDirectory, files[i]), html.slice(0, metas[0].start) + tag + html.slice(metas[0].end));
    }),
  );
  const count = (list) => new Set(list.map(hashSource)).size;
  return `CSP: ${files.length} HTML files, ${count(read.flatMap((c) => c.scripts))} inline scripts by hash`;
}

/**
 * Each HTML file's policy (e.g. "shop/index.html" -> its policy), for the response headers. Throws
 * unless each file has one CSP meta, placed before its first script, style and stylesheet, that is
 * exactly the policy of its own inline scripts and styles: an inline script changed after the build
 * (or a build step that forgot writeCsp) fails here, not silently in a customer's browser.
 * @param {string} clientDirectory
 * @returns {Map<string, string>} headerPolicy makes a header of each
 */
export function readPolicies(clientDirectory) {
  const runtime = runtimeStyles();
  const policies = new Map();
  for (const file of htmlFiles(clientDirectory)) {
    const code = readPage(readFileSync(join(clientDirectory, file), "utf8"));
    if (code.metas.length !== 1)
      throw new Error(`${file}: expected one CSP <meta>, found ${code.metas.length} (run writeCsp)`);
    if (code.codeBeforeMeta) throw new Error(`${file}: the CSP <meta> comes after a script/style`);
    const policy = code.metas[0].content;
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
    policies.set(file, policy);
  }
  if (!policies.has(NOT_FOUND_FILE)) throw new Error(`${clientDirectory} has no ${NOT_FOUND_FILE}`);
  return policies;
}

/**
 * The HTML file a page path is answered with ("/" -> "index.html", "/shop" and "/shop/" ->
 * "shop/index.html", "/404.html" as it is), and so whose policy its response carries; a path
 * with no such file gets the 404 page, and its policy. The service worker gets WORKER_POLICY.
 * @param {Map<string, string>} policies readPolicies' result
 * @param {string} pathname
 */
export function policyForPath(policies, pathname) {
  if (pathClass(pathname) === "service-worker") return WORKER_POLICY;
  const path = pathname.replace(/\/+$/, "") || "/";
  const file = path.endsWith(".html") ? path.slice(1) : isPagePath(path) ? htmlFileFor(path) : NOT_FOUND_FILE;
  return policies.get(file) ?? /** @type {string} */ (policies.get(NOT_FOUND_FILE));
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
