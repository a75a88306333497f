import { defineConfig } from "@playwright/test";
import { CHROME_FLAGS, findChrome } from "./scripts/browser.mjs";

// End-to-end tests: the browser scripts/browser.mjs finds (Debian's headless shell or chromium, else the one npm ci
// brought), against the production build,
// served by scripts/serve.mjs exactly as `npm start` serves it. E2E_SKIP_BUILD=1 reuses an existing build
// (BUILD_DIR picks which one); PORT picks the port.
const PORT = Number(process.env.PORT ?? 4173);
const BUILD = process.env.E2E_SKIP_BUILD === "1" ? "" : "npx remix vite:build && ";

/**
 * Every host name but the test servers' fails to resolve, so a request to another origin never leaves the
 * machine; the page guard (test/e2e/support/fixtures.ts) observes and reports it, with no interception.
 */
const OFF_ORIGIN_BLOCK = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost";

/**
 * Headless Chromium opens a real browser window per page: each brought its own renderer for the
 * omnibox's WebUI popup, and Chromium kept a spare renderer warm beside it: two processes per test that
 * no test uses. Both off. A second --disable-features may replace Playwright's own list rather than
 * add to it, so that list (Playwright 1.65's chromiumSwitches) is repeated first.
 */
const LEAN_WINDOWS = `--disable-features=${[
  ...["AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades"],
  ...["HttpsFirstBalancedModeAutoEnable", "LensOverlay", "MediaRouter", "PaintHolding"],
  ...["ThirdPartyStoragePartitioning", "AvoidCorsURLLoaderRestartOnRedirect", "OptimizationHints"],
  ...["NetworkTimeServiceQuerying", "AimEnabled", "PreconnectToSearch"],
  ...["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "SpareRendererForSitePerProcess"],
].join(",")}`;

/**
 * A new page starts a renderer for about:blank, then a second one locked to the site it goes to. With a
 * limit of one, the blank page's unused renderer takes the site: one process per page instead of two.
 * Contexts still never share a renderer (docs/decisions/007-e2e-suite-time.md).
 */
const ONE_RENDERER = "--renderer-process-limit=1";

export default defineConfig({
  testDir: "test/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  // Playwright's own default: on CI one retry, and the report lists every test that needed it as flaky.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? "list" : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    // Recorded on a retry only (Playwright's default; CI retries once): recording every test's actions
    // costs every test, to keep the few that fail. DOM snapshots without the screencast.
    trace: { mode: "on-first-retry", screenshots: false },
    // The service worker precaches the whole site (over 100 requests) two seconds after a page loads: in
    // every context of every test that would double the suite's work. The specs of the worker itself
    // (offline.spec.ts, the precache's weight) allow it.
    serviceWorkers: "block",
    // One list of flags and one way to find the browser for the tests and the bench (scripts/browser.mjs), and the block.
    launchOptions: {
      executablePath: (await findChrome("tests")).path,
      args: [...CHROME_FLAGS, OFF_ORIGIN_BLOCK, LEAN_WINDOWS, ONE_RENDERER],
    },
  },
  webServer: {
    command: `${BUILD}node scripts/serve.mjs`,
    // The build must be a production one whatever the caller's NODE_ENV; HOST keeps the server local.
    env: { NODE_ENV: "production", PORT: String(PORT), HOST: "127.0.0.1" },
    url: `http://127.0.0.1:${PORT}/`,
    // Never pick up a server another checkout left on the same port: reuse only when asked.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === "1",
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
