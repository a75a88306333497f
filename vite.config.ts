import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { fileURLToPath } from "node:url";
import { build as esbuild } from "esbuild";
import { defineConfig, type Plugin } from "vite";

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

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    // Chromium/Safari from the last few years: smaller output, no legacy helpers.
    target: "es2022",
    cssCodeSplit: true,
  },
  plugins: [
    isolatedZodMini(["object", "array", "number", "string", "unknown"]),
    remix({
      ssr: false,
      // BUILD_DIR lets parallel test runs build side by side (default: build).
      buildDirectory: process.env.BUILD_DIR ?? "build",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    vanillaExtractPlugin(),
  ],
});
