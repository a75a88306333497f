import { defineConfig } from "vitest/config";

// End-to-end tests: real headless Chromium (playwright-core) against the
// production build served exactly as `npm start` serves it.
export default defineConfig({
  test: {
    environment: "node",
    include: ["test/e2e/**/*.e2e.ts"],
    globalSetup: ["test/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    reporters: ["default"],
  },
});
