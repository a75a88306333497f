// Finishes the HTML files the prerender wrote (index.html, each page's file and the neutral
// shell: route-html.mjs), in place of the placeholders app/root.tsx renders:
// - the <style> in the head gets the CSS of the first paint: the shell's and the page's
//   first-paint module's (no stylesheet request blocks the first paint);
// - a page's file (404.html too) gets static preloads of its route's modules and CSS and of its
//   LCP image; the neutral shell none (offline, the service worker's precache holds them all);
// - the script in the body registers the service worker.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { filesForPath, readRouteFiles } from "./route-files.mjs";

/** The script HydrateFallback renders in production builds (same text in app/root.tsx). */
const PLACEHOLDER = "/* filled in by scripts/build/html.mjs */";
/** The head's <style> (same text in app/root.tsx). */
const CSS_PLACEHOLDER = "/* first-paint CSS: filled in by scripts/build/html.mjs */";

/**
 * Registers the service worker (sw.js, service-worker.mjs) after the load event, two more
 * seconds and an idle moment, so the precache download never competes with first paint or
 * the first taps on a slow phone. No library (workbox-window) for a few bytes of script.
 */
const REGISTER_SW = `"serviceWorker"in navigator&&addEventListener("load",function(){setTimeout(function(){(self.requestIdleCallback||setTimeout)(function(){navigator.serviceWorker.register("/sw.js").catch(function(){})})},2e3)})`;

const escapeAttribute = (value) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * Static preload tags for a page's file: its route's modules and stylesheets, and the image
 * its first paint marks as high priority (its LCP element), so they start with the HTML.
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
 * @param {{ routes: Record<string, import("./route-files.mjs").Files>, css: string, pageCss: (path: string) => string }} build
 */
export function finishHtml(html, { routes, css, pageCss }) {
  if (!html.includes(PLACEHOLDER) || !html.includes(CSS_PLACEHOLDER)) {
    throw new Error("HTML lacks the placeholders app/root.tsx renders");
  }
  const path = pagePathOf(html);
  // CSS text never holds "</style" (Vite's minifier writes no such string), so it cannot end the element.
  const inlineCss = (css + (path ? pageCss(path) : "")).replace(/<\/style/gi, "<\\/style");
  const withCss = html.replace(CSS_PLACEHOLDER, () => inlineCss);
  // 404.html's path is "*", the 404 route's. The neutral shell is only shown offline (the service
  // worker's fallback for every path), when the route's modules come from the precache, where a
  // preload would gain nothing: it gets none, and the worker fetches a smaller file.
  const files = path ? filesForPath(routes, path) : undefined;
  return withCss
    .replace("</head>", () => `${pagePreloads(files, withCss)}</head>`)
    .replace(PLACEHOLDER, () => REGISTER_SW);
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
    await writeFile(join(client, file), finishHtml(html, { routes, css, pageCss: () => pageCss }));
  }
  return `html: ${files.length} files finished (${files.join(", ")})`;
}
