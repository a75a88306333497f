import type { KnipConfig } from "knip";

// Unused files, exports and dependencies. Knip's Remix plugin already takes
// app/root.tsx, app/entry.{client,server}.* and app/routes/** as entries; the
// Vitest, Playwright and Vite plugins read their own config files.
const config: KnipConfig = {
  workspaces: {
    ".": {
      entry: [
        // Remix route config (v3_routeConfig): read by the Remix Vite plugin.
        "app/routes.ts",
        // Serve, test and bench scripts run with `node scripts/<name>.mjs`.
        "scripts/*.mjs",
      ],
      project: ["app/**/*.{ts,tsx}", "test/**/*.{ts,tsx}", "scripts/**/*.{ts,mjs}", "*.{ts,js}"],
    },
    // The bench's Lighthouse, a package of its own (installed by `npm run bench`, not by npm ci).
    bench: { entry: ["lighthouse.mjs"], project: ["*.mjs"] },
  },
  // A component's props type and a module's value types may stay exported
  // while their own file uses them: they are that module's public shape.
  ignoreExportsUsedInFile: { interface: true, type: true },
};

export default config;
