import type { KnipConfig } from "knip";

// Unused files, exports and dependencies. Knip's Remix plugin already takes
// app/root.tsx, app/entry.{client,server}.* and app/routes/** as entries; the
// Vitest, Playwright and Vite plugins read their own config files.
const config: KnipConfig = {
  entry: [
    // Remix route config (v3_routeConfig): read by the Remix Vite plugin.
    "app/routes.ts",
    // Build, serve and bench scripts run with `node scripts/<name>.mjs`.
    "scripts/*.mjs",
    // End-to-end tests: the Playwright runner's config may not exist yet on
    // every branch, so its specs are listed here too.
    "test/e2e/**/*.{e2e,spec}.ts",
  ],
  project: ["app/**/*.{ts,tsx}", "test/**/*.{ts,tsx}", "scripts/**/*.{ts,mjs}", "*.{ts,js}"],
  vitest: { config: ["vitest.config.ts", "vitest.e2e.config.ts"] },
  // A component's props type and a module's value types may stay exported
  // while their own file uses them: they are that module's public shape.
  ignoreExportsUsedInFile: { interface: true, type: true },
  ignoreDependencies: [
    // Nothing imports it, but with v3_singleFetch the Remix build compiles its
    // default entry.server for Node, which imports isbot (and @remix-run/node,
    // which knip already sees through tsconfig's `types`).
    "isbot",
  ],
};

export default config;
