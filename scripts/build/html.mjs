// Finishes the HTML files the prerender wrote (index.html, each page's file and the neutral
// shell: route-html.mjs), in place of the placeholders app/root.tsx renders:
// - the <style> in the head gets the CSS of the first paint: the shell's and the page's
//   first-paint module's (no stylesheet request blocks the first paint); the neutral shell
//   links the shell's stylesheet instead (it is only shown offline, from the precache);
// - a page's file (404.html too) gets a static preload of its LCP image, and preloads of its
//   route's modules and CSS that start with the app (below); the neutral shell none (offline, the
//   service worker's precache holds them all);
// - the app's modules start after the first frame (startAfterFirstPaint);
// - the script in the body registers the service worker.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { filesForPath, readRouteFiles } from "./route-files.mjs";

/** The script the root Layout renders in production builds (same text in app/root.tsx). */
const PLACEHOLDER = "/* filled in by scripts/build/html.mjs */";
/** The head's <style> (same text in app/root.tsx). */
const CSS_PLACEHOLDER = "/* first-paint CSS: filled in by scripts/build/html.mjs */";

/**
 * Registers the service worker (sw.js, service-worker.mjs) after the load event, two more
 * seconds and an idle moment, so the precache download never competes with first paint or
 * the first taps on a slow phone. No library (workbox-window) for a few bytes of script.
 */
const REGISTER_SW = `"serviceWorker"in navigator&&addEventListener("load",()=>setTimeout(()=>(self.requestIdleCallback||setTimeout)(()=>navigator.serviceWorker.register("/sw.js").catch(()=>{})),2e3))`;

const escapeAttribute = (value) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * Preload tags for a page's file: its route's modules and stylesheets (started with the app:
 * startAfterFirstPaint), and the image its first paint marks as high priority (its LCP
 * element), which starts with the HTML.
 * @param {import("./route-files.mjs").Files | undefined} files
 * @param {string} html
 */
export function pagePreloads(files, html) {
  const lcp = /<img [^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0];
  const lcpSrc = lcp && /\ssrc="([^"]+)"/.exec(lcp)?.[1];
  return [
    ...(lcpSrc ? [`<link rel="preload" as="image" href="${lcpSrc}" fetchpriority="high"/>`] : []),
    ...(files?.js ?? []).map((href) => `<link rel="modulepreload" href="${escapeAttribute(href)}"/>`),
    ...(files?.css ?? []).map((href) => `<link rel="preload" as="style" href="${escapeAttribute(href)}"/>`),
  ].join("");
}

/** The page path an HTML file was prerendered for (its data-first-paint), or undefined (the neutral shell). */
export const pagePathOf = (html) => /<html[^>]* data-first-paint="([^"]+)"/.exec(html)?.[1];

/**
 * @param {string} html as prerendered
 * @param {{ routes: Record<string, import("./route-files.mjs").Files>, css: string, shellCss: string[], pageCss: (path: string) => string }} build
 *   css: the text of the shell's stylesheets, shellCss their URLs
 */
export function finishHtml(html, { routes, css, shellCss, pageCss }) {
  if (!html.includes(PLACEHOLDER) || !html.includes(CSS_PLACEHOLDER)) {
    throw new Error("HTML lacks the placeholders app/root.tsx renders");
  }
  const path = pagePathOf(html);
  // CSS text never holds "</style" (Vite's minifier writes no such string), so it cannot end the element.
  const inlineCss = path ? (css + pageCss(path)).replace(/<\/style/gi, "<\\/style") : "";
  const withCss = html.replace(CSS_PLACEHOLDER, () => inlineCss);
  // A page's file gets its route's preloads (404.html's path is "*", the 404 route's). The neutral
  // shell is only shown offline (the service worker's fallback for every path), from the precache,
  // which holds the shell's stylesheet and every module: it links the stylesheet (at no cost
  // offline) rather than carrying it inline, about 2.4 KB less in every precache download, and
  // preloads nothing.
  const headTags = path
    ? pagePreloads(filesForPath(routes, path), withCss)
    : shellCss.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}"/>`).join("");
  return startAfterFirstPaint(
    withCss.replace("</head>", () => `${headTags}</head>`).replace(PLACEHOLDER, () => REGISTER_SW),
  );
}

/** The preloads that wait for the app's start: modules (Remix's and the route's) and stylesheets (the route's). */
const APP_PRELOAD = /<link rel="(modulepreload|preload" as="style)" href="([^"]+)"\/>/g;
/** Remix's <Scripts/> output in SPA mode: after its module preloads, the module script that starts the app. */
const REMIX_MODULE_SCRIPT = /<script type="module" async="">([^<]*)<\/script>/g;

/**
 * Remix's module script, `import "<manifest>"; import * as route0 from "<root>"; …;
 * window.__remixRouteModules = {"root":route0}; import("<entry>");`, as the same steps in
 * order with dynamic imports (which a classic script may run). Anything else throws, so a Remix
 * release that writes it differently stops the build (test/route-html.test.ts holds the form).
 * @param {string} module the script's text
 */
export function remixStartSteps(module) {
  const lines = module.split("\n").filter((line) => line.trim() !== "");
  const url = (text) => JSON.stringify(JSON.parse(text));
  const steps = [];
  const names = [];
  for (const line of lines) {
    let m;
    if ((m = /^import ("[^"]+");$/.exec(line))) steps.push(`()=>import(${url(m[1])})`);
    else if ((m = /^import \* as (route\d+) from ("[^"]+");$/.exec(line))) {
      names.push(m[1]);
      steps.push(`()=>import(${url(m[2])}).then(m=>{r.${m[1]}=m})`);
    } else if ((m = /^window\.__remixRouteModules = \{((?:"[\w-]+":route\d+,?)+)\};$/.exec(line))) {
      const pairs = m[1].split(",").map((pair) => pair.split(":"));
      if (pairs.some(([, name]) => !names.includes(name))) throw new Error(`Remix's module script: ${line}`);
      steps.push(`()=>{window.__remixRouteModules={${pairs.map(([id, name]) => `${url(id)}:r.${name}`).join(",")}}}`);
    } else if ((m = /^import\(("[^"]+")\);$/.exec(line))) steps.push(`()=>import(${url(m[1])})`);
    else throw new Error(`Remix's module script has a line html.mjs does not know: ${line}`);
  }
  if (!/^import\("/.test(lines.at(-1) ?? "")) throw new Error("Remix's module script does not end by importing the entry");
  return `(r=>Promise.resolve()${steps.map((step) => `.then(${step})`).join("")})({})`;
}

/** How many preloads the start turns on in one task (see startAfterFirstPaint). */
export const LINKS_PER_TASK = 6;

/**
 * The app's modules start once the first frame is on screen, not with the HTML. The page is
 * painted from the HTML alone (its CSS inline), so the modules are not needed for it; started
 * with the HTML, on a slow link they share the bandwidth with it and the LCP image, and on a
 * fast one their evaluation and the hydration can run before the first frame and hold it back.
 * So the module and stylesheet preloads (Remix's and the route's) are written with data-rel
 * instead of rel, and Remix's module script becomes a classic script that, once the browser
 * reports the first paint (a PerformanceObserver; without one, two frames on; at once in a
 * hidden tab, which does not paint; after a second at the latest), sets each rel and runs the
 * same imports. The link elements stay where React rendered them, so hydration matches.
 * The rels are set LINKS_PER_TASK at a time, one task each: the browser starts each request
 * there and then (about half a millisecond each, unthrottled), and a page has about 20.
 * @param {string} html
 */
export function startAfterFirstPaint(html) {
  const scripts = [...html.matchAll(REMIX_MODULE_SCRIPT)];
  if (scripts.length !== 1) throw new Error(`Expected Remix's one module script, found ${scripts.length}`);
  const start = `(()=>{let d=document,n=0,P=self.PerformanceObserver,go=(l,o)=>{o&&o.disconnect();if(n++)return;let ls=[...d.querySelectorAll("link[data-rel]")],on=()=>{for(let l of ls.splice(0,${LINKS_PER_TASK}))l.rel=l.dataset.rel;ls.length?setTimeout(on):${remixStartSteps(scripts[0][1])}};on()};d.hidden?go():P?.supportedEntryTypes?.includes("paint")?new P(go).observe({type:"paint",buffered:!0}):requestAnimationFrame(()=>requestAnimationFrame(go));setTimeout(go,1e3)})()`;
  const out = html
    .replace(APP_PRELOAD, (_, rel, href) => `<link data-rel="${rel}" href="${href}"/>`)
    .replace(REMIX_MODULE_SCRIPT, () => `<script>${start}</script>`);
  if (/<link\b[^>]*\srel="modulepreload"/.test(out)) throw new Error("A module preload is left in a form html.mjs does not know");
  return out;
}

/** @param {string} buildDirectory e.g. "build" (the HTML files are in its client/) */
export async function writeHtml(buildDirectory) {
  const client = join(buildDirectory, "client");
  const { shared, routes, firstPaint } = readRouteFiles(buildDirectory);
  const readCss = async (files) =>
    (await Promise.all(files.map((href) => readFile(join(client, href), "utf8")))).join("");
  const css = await readCss(shared.css);
  const files = (await readdir(client, { recursive: true })).filter((file) => file.endsWith(".html"));
  for (const file of files) {
    const html = await readFile(join(client, file), "utf8");
    // A page's route by its path, as the browser matches it: /shop/<slug> is /shop/:slug's.
    const path = pagePathOf(html);
    const pageCss = path ? await readCss(filesForPath(firstPaint, path)?.css ?? []) : "";
    await writeFile(
      join(client, file),
      finishHtml(html, { routes, css, shellCss: shared.css, pageCss: () => pageCss }),
    );
  }
  return `html: ${files.length} files finished (${files.join(", ")})`;
}
