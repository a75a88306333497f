// Each page's Content-Security-Policy, from its own inline code's hashes: an injected script or style is refused.
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { Readable } from "node:stream";
import { runInNewContext } from "node:vm";
import { parse } from "parse5";
import { dynamicFolderOf, dynamicFolders, pathClass } from "./headers.mjs";
import { htmlFileFor, isPagePath, NOT_FOUND_FILE } from "./prerender.mjs";

// No frame-ancestors here: a <meta> policy cannot carry it (headerPolicy adds it).
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

export const WORKER_POLICY = metaPolicy({ scripts: [], styles: [] }, []);

// A product page's hashes are in its own <meta> (browsers enforce both): one header serves every such page.
export const DYNAMIC_PAGE_POLICY = WORKER_POLICY.split("; ")
  .filter((directive) => !/^(default|script|style)-src /.test(directive))
  .join("; ");

export function hashSource(/** @type {string} */ text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

// sonner inserts its stylesheet as a <style> (no file to link): its entry runs here to record each text it gets.
export function runtimeStyles() {
  const require = createRequire(import.meta.url);
  const texts = /** @type {string[]} */ ([]);
  let text = "";
  const style = { appendChild: (/** @type {string} */ node) => texts.push((text += node)) };
  const document = {
    head: { appendChild: () => texts.push(text) },
    createElement: () => style,
    createTextNode: (/** @type {string} */ data) => data,
  };
  const module = { exports: {} };
  runInNewContext(readFileSync(require.resolve("sonner"), "utf8"), {
    document,
    require,
    module,
    exports: module.exports,
  });
  if (!texts.some(Boolean)) throw new Error("sonner inserted no stylesheet: runtimeStyles() needs updating");
  return texts;
}

// A data block (JSON-LD) never runs: its hash would only lengthen every policy.
function runsAsScript(/** @type {string | undefined} */ type) {
  const t = type?.trim().toLowerCase();
  return !t || /^(module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script)$/.test(t);
}

// Parsed as the browser parses it (parse5), for the exact text browsers hash.
export function inlineCode(/** @type {string} */ html) {
  const page = { metas: [], codeBeforeMeta: false, scripts: [], styles: [] };
  const visit = (/** @type {import("parse5").DefaultTreeAdapterMap["parentNode"]} */ parent) => {
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
      // Hashes do not cover style="" (without 'unsafe-hashes'): the browser would refuse it.
      if (attribute("style") !== undefined)
        throw new Error(`style="" attribute on a <${node.tagName}> in built HTML (CSP refuses it; use a class)`);
      visit(node.tagName === "template" ? /** @type {any} */ (node).content : node);
    }
  };
  visit(parse(html));
  return page;
}

// As app/root.tsx renders it (React's attribute order and quoting).
const META_TAG = /<meta http-equiv="Content-Security-Policy" content="([^"<>&]*)"\/>/;

// Only <html>, <head> and <meta> tags before it: the match is the element, not text in a script.
const ONLY_TAGS_BEFORE = /^(?:<!DOCTYPE html>)?(?:\s*<(?:html|head|meta)(?:\s[^<>]*)?>)*\s*$/i;

// Any page may need the runtime styles (runtimeStyles(), read once by the caller: it reads sonner from disk).
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

// upgrade-insecure-requests only for an https host: on http://localhost it would send requests to https.
export function headerPolicy(/** @type {string} */ meta, /** @type {{ production: boolean }} */ { production }) {
  return [meta, "frame-ancestors 'none'", ...(production ? ["upgrade-insecure-requests"] : [])].join("; ");
}

function htmlFiles(clientDirectory) {
  const files = readdirSync(clientDirectory, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"));
  if (files.length === 0) throw new Error(`${clientDirectory} has no .html file`);
  return files.sort();
}

// Fills app/root.tsx's <meta> (a tag added to the hydrated <head> would mismatch); checks each page for readPolicies.
export async function writeCsp(/** @type {string} */ clientDirectory) {
  const files = htmlFiles(clientDirectory);
  const runtime = runtimeStyles();
  const scripts = new Set();
  await Readable.from(files)
    .map(
      async (file) => {
        const path = join(clientDirectory, file);
        const html = await readFile(path, "utf8");
        const page = inlineCode(html);
        if (page.metas.length !== 1)
          throw new Error(`${file}: expected one CSP <meta> (app/root.tsx renders it), found ${page.metas.length}`);
        const at = META_TAG.exec(html);
        if (!at || !ONLY_TAGS_BEFORE.test(html.slice(0, at.index)) || at[1] !== page.metas[0])
          throw new Error(`${file}: the CSP <meta> is not the tag app/root.tsx renders, first in <head>`);
        if (at[1] !== "filled in by scripts/build/csp.mjs" && !at[1].startsWith("default-src"))
          throw new Error(`${file}: the CSP <meta> holds neither app/root.tsx's placeholder nor a policy`);
        for (const script of page.scripts) scripts.add(hashSource(script));
        const tag = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(page, runtime)}"/>`;
        const written = html.slice(0, at.index) + tag + html.slice(at.index + at[0].length);
        if (written !== html) await writeFile(path, written);
      },
      // A few files at a time, enough to keep the disk busy while parse5 works: thousands at once would be EMFILE.
      { concurrency: 16 },
    )
    .toArray();
  return `CSP: ${files.length} HTML files, ${scripts.size} inline scripts by hash`;
}

// Code changed after writeCsp fails here, not in a customer's browser; of thousands of product pages, a sample.
export function readPolicies(/** @type {string} */ clientDirectory) {
  const runtime = runtimeStyles();
  const files = htmlFiles(clientDirectory);
  const folders = dynamicFolders(files);
  const policies = /** @type {Map<string, string>} */ (new Map());
  for (const file of files) {
    const folder = dynamicFolderOf(file, folders);
    policies.set(file, folder === undefined ? checkedPolicy(clientDirectory, file, runtime) : DYNAMIC_PAGE_POLICY);
  }
  for (const folder of folders) {
    const pages = files.filter((file) => dynamicFolderOf(file, folders) === folder);
    for (const i of new Set([0, Math.floor((pages.length - 1) / 2), pages.length - 1]))
      if (pages[i]) checkedPolicy(clientDirectory, pages[i], runtime);
  }
  if (!policies.has(NOT_FOUND_FILE)) throw new Error(`${clientDirectory} has no ${NOT_FOUND_FILE}`);
  return policies;
}

function checkedPolicy(clientDirectory, file, runtime) {
  const code = inlineCode(readFileSync(join(clientDirectory, file), "utf8"));
  if (code.metas.length !== 1)
    throw new Error(`${file}: expected one CSP <meta>, found ${code.metas.length} (run writeCsp)`);
  if (code.codeBeforeMeta) throw new Error(`${file}: the CSP <meta> comes after a script/style`);
  const policy = /** @type {string} */ (code.metas[0]);
  if (policy !== metaPolicy(code, runtime)) {
    // What it lacks, if anything (else it allows more than the file's own code).
    const lacks = [...code.scripts, ...code.styles].filter((text) => !policy.includes(hashSource(text)));
    const named = lacks.map((text) => text.slice(0, 60)).join("; ");
    throw new Error(`${file}: its CSP is not its own inline code's (run writeCsp); it lacks: ${named}`);
  }
  return policy;
}

export function policyForPath(/** @type {Map<string, string>} */ policies, /** @type {string} */ pathname) {
  if (pathClass(pathname) === "service-worker") return WORKER_POLICY;
  const path = pathname.replace(/\/+$/, "") || "/";
  const file = path.endsWith(".html") ? path.slice(1) : isPagePath(path) ? htmlFileFor(path) : undefined;
  return (file && policies.get(file)) || /** @type {string} */ (policies.get(notFoundFileFor(policies, pathname)));
}

// The nearest 404.html up the path's folders, as Cloudflare Pages looks for it.
export function notFoundFileFor(files, pathname) {
  const folders = pathname.slice(1, pathname.lastIndexOf("/")).split("/").filter(Boolean);
  for (let n = folders.length; n > 0; n--) {
    const file = `${folders.slice(0, n).join("/")}/${NOT_FOUND_FILE}`;
    if (files.has(file)) return file;
  }
  return NOT_FOUND_FILE;
}

export function parsePolicy(/** @type {string} */ policy) {
  const directives = policy.split(/;\s*/).map((directive) => directive.trim().split(/\s+/));
  return /** @type {Record<string, string[]>} */ (
    Object.fromEntries(directives.map(([name, ...rest]) => [name, rest]))
  );
}
