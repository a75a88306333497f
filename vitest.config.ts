import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit and route-module tests. The Remix plugin is deliberately absent:
// route modules are imported as plain modules and their clientLoader /
// clientAction are called directly.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "jsdom",
    // A VM context per file, not a process (jsdom's set-up per process dominated the run): each file gets fresh modules,
    // but the module-level stores (cart, toasts, announcer, install offer, catalogue index) last through its tests.
    pool: "vmThreads",
    include: ["test/**/*.test.{ts,tsx}"],
    exclude: ["test/e2e/**", "node_modules/**"],
    setupFiles: ["test/setup.ts"],
    restoreMocks: true,
  },
});
