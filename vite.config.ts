import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { writeCsp } from "./scripts/build/csp.mjs";
import { writeDeployFiles } from "./scripts/build/deploy-files.mjs";
import { precompress } from "./scripts/build/precompress.mjs";
import { prerender } from "./scripts/build/prerender.mjs";
import { generateServiceWorker } from "./scripts/build/service-worker.mjs";
import { catalogueAliases, catalogueDevFiles } from "./scripts/catalogue";
import { shareImages } from "./scripts/share-images";
import { webApp } from "./scripts/web-app";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const buildDirectory = process.env.BUILD_DIR ?? "build";
const app = (path: string) => fileURLToPath(new URL(`./app/${path}`, import.meta.url));

export default defineConfig(({ isSsrBuild }) => {
  return {
    // A generated catalogue (the bench's) first, then app/ as ~.
    resolve: { alias: [...catalogueAliases(), { find: "~", replacement: app("") }] },
    build: {
      // Chromium/Safari from the last few years: smaller output, no legacy helpers.
      target: "es2022",
      // terser (2 passes) over esbuild's minifier: about 4 KB less gzipped JS on / (3.5 %), for a slower build.
      minify: "terser",
      terserOptions: { compress: { passes: 2, ecma: 2020 }, format: { ecma: 2020 } },
      // What every first visit runs as one chunk (and one stylesheet) instead of ~20 small ones: React, the parts of
      // Remix the root uses, the root with everything it imports statically, and the cart drawer (lazy in the code,
      // here at hydration: a tap at first paint shows the cart's contents with no round trip, decision 008). Other
      // lazy code stays apart.
      rollupOptions: isSsrBuild
        ? {}
        : {
            output: {
              manualChunks: {
                // Prices (lib/money) too: nearly every page shows some, and a file of its own cost each a request.
                // The product card and services overview (with their stylesheets) too: at most six files of `/`
                // (HTTP/1.1's connections) come before the shell's script, which then arrives in the first round trip.
                shell: [
                  "react",
                  "react/jsx-runtime",
                  "react-dom/client",
                  app("root.tsx"),
                  app("lib/money.ts"),
                  app("components/cart/CartPanels.tsx"),
                  app("components/product/ProductCard.tsx"),
                  app("components/services/ServicesOverview.tsx"),
                  // The tracking page's facts and items (shared with the receipt and the saved lists): files of their
                  // own pushed the shell's script out of the tracking link's first round trip.
                  app("components/saved/Facts.tsx"),
                  app("components/receipt/ItemsTable.tsx"),
                ],
                // sonner and our Toaster load together (toast() and the Toaster are imported apart): one file.
                toaster: ["sonner", app("components/layout/Toaster.tsx")],
              },
            },
          },
    },
    plugins: [
      remix({
        // Server rendering at build time only: prerender.mjs writes every page's HTML, then deletes the server build.
        // BUILD_DIR lets parallel test runs build side by side.
        buildDirectory,
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_singleFetch: true,
          // The whole route manifest ships with the page: no request for /__manifest, which a static host lacks.
          v3_lazyRouteDiscovery: false,
          v3_routeConfig: true,
          unstable_optimizeDeps: true,
        },
        // Once Remix has written both builds, in this order.
        async buildEnd({ remixConfig, viteConfig }) {
          const client = join(remixConfig.buildDirectory, "client");
          const step = async (run: () => Promise<string>) => {
            const started = performance.now();
            const summary = await run();
            viteConfig.logger.info(`${summary} (${Math.round(performance.now() - started)} ms)`);
          };
          await step(() => prerender(remixConfig.buildDirectory)); // every page's HTML, the catalogue's files
          await step(() => writeCsp(client)); // CSP <meta> in every HTML file, hashes of its inline code
          await step(() => generateServiceWorker(client)); // sw.js, precaching the finished offline page
          await step(() => writeDeployFiles(remixConfig.buildDirectory)); // _headers, nginx.conf
          await step(() => precompress(client)); // last: .br/.gz of the text files, sw.js too
        },
      }),
      vanillaExtractPlugin(),
      // manifest.webmanifest and its PNG icons (installable app), from the brand data and the palette.
      webApp(),
      // PNG copies of the pictures link previews show (chat apps show no SVG).
      shareImages(),
      catalogueDevFiles(),
    ],
  };
});
