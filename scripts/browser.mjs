// The one place that finds the browser: CHROME_PATH; Debian's chromium-headless-shell (tests only) or chromium,
// quicker to start; else @sparticuz/chromium's (Linux x64), unpacked once into node_modules/.cache.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { arch, platform } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const DEBIAN_SHELL = "/usr/bin/chromium-headless-shell";
export const DEBIAN_CHROMIUM = "/usr/bin/chromium";
const BUNDLED = "@sparticuz/chromium";

export const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * @typedef {"tests" | "bench"} Purpose "bench": also the figures that must be the bench's (transfer, installability).
 * @typedef {{ path: string, source: string, version: string }} Chrome
 * @typedef {{ env?: Record<string, string | undefined>, exists?: (path: string) => boolean, platform?: string,
 *   arch?: string, unpack?: () => Promise<string>, version?: (path: string) => string, log?: (line: string) => void }} Probes
 */

async function unpackBundled() {
  const entry = createRequire(import.meta.url).resolve("@sparticuz/chromium");
  const { version } = JSON.parse(readFileSync(join(dirname(entry), "../package.json"), "utf8"));
  const cache = join(dirname(entry), "../../../.cache");
  const dir = join(cache, `sparticuz-chromium-${version}`);
  const binary = join(dir, "chromium");
  if (existsSync(binary)) return binary;
  mkdirSync(cache, { recursive: true });
  // Unpacked beside, then renamed: another process never sees half a binary.
  const part = mkdtempSync(`${dir}.part-`);
  const tmp = process.env.TMPDIR;
  // The package unpacks into os.tmpdir(): a folder of our own, not the /tmp that other checkouts share.
  process.env.TMPDIR = part;
  try {
    const { default: Chromium } = await import("@sparticuz/chromium");
    await Chromium.executablePath();
  } finally {
    if (tmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmp;
  }
  try {
    renameSync(part, dir);
  } catch (error) {
    // Another process unpacked it first.
    rmSync(part, { recursive: true, force: true });
    if (!existsSync(binary)) throw error;
  }
  return binary;
}

/**
 * Checked to run (`--version`); else throws one line naming what was looked for and how to set CHROME_PATH.
 * @param {Purpose} purpose
 * @param {Probes} [probes]
 * @returns {Promise<Chrome>}
 */
export async function resolveChrome(purpose, probes = {}) {
  const {
    env = process.env,
    exists = existsSync,
    platform: os = platform(),
    arch: cpu = arch(),
    unpack = unpackBundled,
    version = (path) =>
      execFileSync(path, ["--version"], {
        encoding: "utf8",
        timeout: 30_000,
        stdio: ["ignore", "pipe", "pipe"],
      }).trim(),
    // Playwright's workers load its config again: the runner's line is enough.
    log = env.TEST_WORKER_INDEX === undefined ? (line) => process.stderr.write(`${line}\n`) : () => {},
  } = probes;
  const system = purpose === "tests" ? [DEBIAN_SHELL, DEBIAN_CHROMIUM] : [DEBIAN_CHROMIUM];
  const bundledServed = os === "linux" && cpu === "x64";
  const lookedFor = `CHROME_PATH, ${system.join(", ")}, ${BUNDLED}'s Chromium (Linux x64${bundledServed ? "" : `, not ${os} ${cpu}`})`;
  const fix = "set CHROME_PATH to a Chrome or Chromium, e.g. CHROME_PATH=/path/to/chrome npm test";

  let found;
  if (env.CHROME_PATH) found = { path: env.CHROME_PATH, source: "CHROME_PATH" };
  else {
    const path = system.find((p) => exists(p));
    if (path) found = { path, source: `Debian's ${path.slice(path.lastIndexOf("/") + 1)}` };
    else if (bundledServed) {
      try {
        found = { path: await unpack(), source: BUNDLED };
      } catch (error) {
        throw new Error(`No browser: ${BUNDLED} did not unpack (${String(error)}); looked for ${lookedFor}; ${fix}`);
      }
    }
  }
  if (!found) throw new Error(`No browser: looked for ${lookedFor}; ${fix}`);
  let versionLine;
  try {
    versionLine = version(found.path);
  } catch (error) {
    const why = String(/** @type {Error} */ (error).message ?? error).split("\n")[0];
    throw new Error(
      `No browser: ${found.path} (${found.source}) does not run (${why}); looked for ${lookedFor}; ${fix}`,
    );
  }
  log(`browser for the ${purpose}: ${versionLine}, ${found.source} (${found.path})`);
  return { ...found, version: versionLine };
}

const resolved = {};

/** Once per purpose and process. @param {Purpose} purpose @returns {Promise<Chrome>} */
export function findChrome(purpose) {
  return (resolved[purpose] ??= resolveChrome(purpose));
}

// `node scripts/browser.mjs`, npm test's first step: both browsers found (or a missing one named) before the build.
if (process.argv[1] === fileURLToPath(import.meta.url)) for (const p of ["tests", "bench"]) await findChrome(p);
