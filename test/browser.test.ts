// scripts/browser.mjs: which browser the e2e tests, the byte budgets and the bench run, in which order, and the
// one line `npm test` stops with when there is none. The machine is replaced by probes.
import { describe, expect, it, vi } from "vitest";
import { DEBIAN_CHROMIUM, DEBIAN_SHELL, resolveChrome } from "../scripts/browser.mjs";

const BUNDLED_PATH = "/repo/node_modules/.cache/sparticuz-chromium-153.0.0/chromium";

/** A machine with the given files, Linux x64 unless told; records what was unpacked and run. */
function machine(files: string[], overrides: { env?: Record<string, string>; platform?: string; arch?: string } = {}) {
  const unpack = vi.fn(() => Promise.resolve(BUNDLED_PATH));
  const version = vi.fn((path: string) => `Chromium 1 (${path})`);
  const log = vi.fn();
  const probes = {
    env: overrides.env ?? {},
    exists: (path: string) => files.includes(path),
    platform: overrides.platform ?? "linux",
    arch: overrides.arch ?? "x64",
    unpack,
    version,
    log,
  };
  return { probes, unpack, version, log };
}

const SHELL = "Debian's chromium-headless-shell";
const CHROMIUM = "Debian's chromium";
const BUNDLED = "@sparticuz/chromium";

describe("resolveChrome: the order", () => {
  // CHROME_PATH first; tests: Debian's headless shell, then its chromium; the bench: Debian's chromium, never the
  // shell (its figures are the bench's); else the bundled Chromium, unpacked only then.
  it.each([
    ["tests", [DEBIAN_SHELL, DEBIAN_CHROMIUM], "/opt/chrome", "/opt/chrome", "CHROME_PATH"],
    ["bench", [DEBIAN_SHELL, DEBIAN_CHROMIUM], "/opt/chrome", "/opt/chrome", "CHROME_PATH"],
    ["tests", [DEBIAN_SHELL, DEBIAN_CHROMIUM], undefined, DEBIAN_SHELL, SHELL],
    ["tests", [DEBIAN_CHROMIUM], undefined, DEBIAN_CHROMIUM, CHROMIUM],
    ["bench", [DEBIAN_SHELL, DEBIAN_CHROMIUM], undefined, DEBIAN_CHROMIUM, CHROMIUM],
    ["bench", [DEBIAN_SHELL], undefined, BUNDLED_PATH, BUNDLED],
    ["tests", [], undefined, BUNDLED_PATH, BUNDLED],
  ] as const)("%s with %j, CHROME_PATH %s: %s", async (purpose, files, chromePath, path, source) => {
    const m = machine([...files], { env: chromePath ? { CHROME_PATH: chromePath } : {} });
    expect(await resolveChrome(purpose, m.probes)).toEqual({ path, source, version: `Chromium 1 (${path})` });
    expect(m.unpack).toHaveBeenCalledTimes(source === BUNDLED ? 1 : 0);
    // It checks the browser runs (its version line is the one asked of that path), and logs which it is.
    expect(m.log).toHaveBeenCalledWith(`browser for the ${purpose}: Chromium 1 (${path}), ${source} (${path})`);
  });
});

describe("resolveChrome: none can run", () => {
  it("a platform the package does not serve: one line naming what it looked for and CHROME_PATH", async () => {
    const m = machine([], { platform: "darwin", arch: "arm64" });
    const error = await resolveChrome("tests", m.probes).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).not.toContain("\n");
    for (const part of ["CHROME_PATH", DEBIAN_SHELL, DEBIAN_CHROMIUM, "@sparticuz/chromium", "darwin arm64"])
      expect(message).toContain(part);
    expect(message).toMatch(/set CHROME_PATH to a Chrome or Chromium/);
    expect(m.unpack).not.toHaveBeenCalled();
  });

  it("a browser that is found but does not run (a broken CHROME_PATH): named, with the same advice", async () => {
    const m = machine([DEBIAN_CHROMIUM], { env: { CHROME_PATH: "/nowhere/chrome" } });
    m.version.mockImplementation(() => {
      throw new Error("spawnSync /nowhere/chrome ENOENT\nmore");
    });
    await expect(resolveChrome("bench", m.probes)).rejects.toThrow(
      /^No browser: \/nowhere\/chrome \(CHROME_PATH\) does not run \(spawnSync \/nowhere\/chrome ENOENT\); looked for .*set CHROME_PATH to a Chrome or Chromium/,
    );
  });

  it("the bundled one fails to unpack: named, with the same advice", async () => {
    const m = machine([]);
    m.unpack.mockRejectedValue(new Error("ENOSPC"));
    await expect(resolveChrome("tests", m.probes)).rejects.toThrow(
      /^No browser: @sparticuz\/chromium did not unpack \(Error: ENOSPC\); .*set CHROME_PATH/,
    );
  });
});
