import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { build as esbuild } from "esbuild";
import { defineConfig, type Plugin, type PluginOption } from "vite";
import { VitePWA, type VitePluginPWAAPI } from "vite-plugin-pwa";

// BUILD_DIR lets parallel test runs build side by side (default: build).
const BUILD_DIRECTORY = process.env.BUILD_DIR ?? "build";
const CLIENT_DIRECTORY = resolve(BUILD_DIRECTORY, "client");

/**
 * `zod/mini` (first paint: the cart's storage validation) and full `zod`
 * (forms, loaded with them) share zod's core modules. Rollup would put the
 * union of what both use in one chunk that first paint then has to load
 * (about 14 KB gzipped). Bundling `zod/mini` into a module of its own keeps
 * the first-paint copy tree-shaken to what it really uses (about 4.5 KB);
 * the forms' full zod is a separate copy that loads with them.
 */
function isolatedZodMini(names: readonly string[]): Plugin {
  const id = "\0zod-mini-isolated.js";
  return {
    name: "isolated-zod-mini",
    enforce: "pre",
    apply: "build",
    resolveId(source) {
      return source === "zod/mini" ? id : null;
    },
    async load(moduleId) {
      if (moduleId !== id) return null;
      const result = await esbuild({
        // Only the named exports listed: esbuild then drops the rest of zod
        // (an unlisted name fails the build loudly: add it to the list).
        stdin: { contents: `export { ${names.join(", ")} } from "zod/mini";`, resolveDir: process.cwd(), loader: "js" },
        bundle: true,
        format: "esm",
        write: false,
        platform: "browser",
        target: "es2022",
      });
      return result.outputFiles[0]?.text ?? null;
    },
  };
}

/**
 * The service worker (workbox, via vite-plugin-pwa in generateSW mode).
 *
 * Remix builds the client, then the server, and only then prerenders
 * index.html into build/client. The precache has to list that index.html, so
 * the worker is generated once, at the very end (Remix's buildEnd calls
 * `generate()`), not in the client build's closeBundle where vite-plugin-pwa
 * would run it by default (index.html does not exist yet there).
 *
 * What the worker does:
 * - precaches build/client: index.html (revisioned), the hashed /assets/*
 *   (their name is their revision), images, favicon;
 * - navigations go to the network (with navigation preload, so the request
 *   does not wait for the worker to boot) and fall back to the precached
 *   index.html when that fails (offline). index.html is a few KB and answers
 *   304 when unchanged; the JS and CSS it names come from the precache. So a
 *   new deploy is picked up on the very next visit, and an offline visit gets
 *   the index.html of the worker's own precache, whose assets it also holds:
 *   never a mix of two builds. (Workbox only allows a network timeout with a
 *   runtime HTML cache, and such a cache could hand out an index.html whose
 *   assets the precache no longer holds, so there is none.);
 * - skipWaiting + clientsClaim + cleanupOutdatedCaches: the new worker takes
 *   over as soon as it has precached the new build, and caches of older
 *   workbox versions are removed. Every worker serves the index.html of its
 *   own precache, whose assets are in that same precache, so the offline
 *   fallback is never a mix of two builds.
 * Registration is a few bytes of inline script in index.html (app/root.tsx),
 * after the load event; workbox-window is not used.
 */
function serviceWorker(): { plugins: PluginOption[]; generate: () => Promise<void> } {
  let api: VitePluginPWAAPI | undefined;
  const pwa = VitePWA({
    registerType: "autoUpdate",
    injectRegister: false,
    manifest: false,
    outDir: CLIENT_DIRECTORY,
    workbox: {
      globDirectory: CLIENT_DIRECTORY,
      globPatterns: ["**/*.{js,css,html,svg,png,webp,avif,ico,woff2,webmanifest}"],
      // server-build-*.css: the SSR build's CSS that Remix moves into
      // assets/; nothing in the browser references it.
      globIgnores: ["**/*.br", "**/*.gz", "assets/server-build-*"],
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // Navigations: network first (see above), never the navigateFallback
      // route, which would answer every navigation from the cache.
      navigateFallback: null,
      navigationPreload: true,
      runtimeCaching: [
        {
          urlPattern: ({ request }) => request.mode === "navigate",
          handler: "NetworkOnly",
          options: { precacheFallback: { fallbackURL: "index.html" } },
        },
      ],
      // Hashed files: the URL is the revision (no cache-busting query).
      dontCacheBustURLsMatching: /^assets\//,
      maximumFileSizeToCacheInBytes: 512 * 1024,
    },
  }).map((plugin) =>
    // Drop the early generation in the client build's closeBundle (see above).
    plugin.name === "vite-plugin-pwa:build" ? { ...plugin, closeBundle: undefined } : plugin,
  );
  const captureApi: Plugin = {
    name: "service-worker-api",
    apply: "build",
    configResolved(config) {
      if (config.build.ssr) return;
      api = config.plugins.find((p) => p.name === "vite-plugin-pwa")?.api as VitePluginPWAAPI | undefined;
    },
  };
  return {
    plugins: [...pwa, captureApi],
    async generate() {
      if (!api) throw new Error("vite-plugin-pwa API not found: the service worker was not generated");
      await api.generateSW();
    },
  };
}

const PRECOMPRESS = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes .br (quality 11) and .gz (level 9) beside every text file of the
 * client build over 1 KB, for scripts/serve.mjs (sirv) or a CDN to serve as
 * they are. A compressed copy that is not smaller is not written.
 */
async function precompress(dir: string): Promise<{ files: number; raw: number; br: number; gz: number }> {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  async function walk(current: string): Promise<void> {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (PRECOMPRESS.test(entry.name) && (await stat(path)).size > PRECOMPRESS_MIN_BYTES) {
        const raw = await readFile(path);
        const [b, g] = await Promise.all([
          br(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
          gz(raw, { level: 9 }),
        ]);
        totals.files++;
        totals.raw += raw.length;
        if (b.length < raw.length) {
          await writeFile(`${path}.br`, b);
          totals.br += b.length;
        }
        if (g.length < raw.length) {
          await writeFile(`${path}.gz`, g);
          totals.gz += g.length;
        }
      }
    }
  }
  await walk(dir);
  return totals;
}

const sw = serviceWorker();

const APP_DIRECTORY = fileURLToPath(new URL("./app/", import.meta.url));
const ROOT_MODULE = `${APP_DIRECTORY}root.tsx`;
/** What every page runs before anything else: React, React DOM, Remix, React Router. */
const FRAMEWORK =
  /\/node_modules\/(?:react|react-dom|scheduler|@remix-run\/react|@remix-run\/router|react-router|react-router-dom|turbo-stream)\//;

/**
 * Client chunks for the first paint. Rollup splits what the root shell
 * (app/root.tsx and everything it imports statically: header, footer, cart
 * store, styles) and React + Remix need into many small shared chunks, each
 * its own request and, with vanilla-extract, its own render-blocking CSS file.
 * All of them load on every first visit anyway, so they are grouped: one
 * "framework" chunk and one "shell" chunk with one stylesheet. Nothing that
 * loads lazily (dialogs, forms, zod, sonner, route modules) moves.
 */
function firstPaintChunks(): (
  id: string,
  meta: { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null },
) => string | undefined {
  let shell: Set<string> | undefined;
  return (id, { getModuleInfo }) => {
    if (FRAMEWORK.test(id)) return "framework";
    if (!shell) {
      shell = new Set();
      const queue = [ROOT_MODULE];
      while (queue.length > 0) {
        const current = queue.pop() as string;
        if (shell.has(current)) continue;
        shell.add(current);
        for (const next of getModuleInfo(current)?.importedIds ?? [])
          if (next.startsWith(APP_DIRECTORY) || next.startsWith("\0zod-mini")) queue.push(next);
      }
    }
    return shell.has(id) ? "shell" : undefined;
  };
}

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    // Chromium/Safari from the last few years: smaller output, no legacy helpers.
    target: "es2022",
    cssCodeSplit: true,
    // terser (2 passes) over esbuild's minifier: about 4 KB less gzipped JS on
    // the first visit of / (3.5 %), for a slower build.
    minify: "terser",
    terserOptions: { compress: { passes: 2, ecma: 2020 }, format: { ecma: 2020 } },
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: firstPaintChunks() } },
  },
  plugins: [
    isolatedZodMini(["object", "array", "number", "string", "unknown"]),
    remix({
      ssr: false,
      buildDirectory: BUILD_DIRECTORY,
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
      // Runs once the whole build is written, index.html included: the
      // service worker's precache lists it, then everything is precompressed.
      async buildEnd({ viteConfig }) {
        await sw.generate();
        const t = await precompress(CLIENT_DIRECTORY);
        const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
        viteConfig.logger.info(
          `precompressed ${t.files} files over ${PRECOMPRESS_MIN_BYTES} B: ${kb(t.raw)} -> brotli ${kb(t.br)}, gzip ${kb(t.gz)}`,
        );
      },
    }),
    vanillaExtractPlugin(),
    sw.plugins,
  ],
}));
