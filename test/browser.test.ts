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

describe("resolveChrome: the order", () => {
  it("CHROME_PATH wins over Debian's browsers and the bundled one, for tests and bench", async () => {
    for (const purpose of ["tests", "bench"] as const) {
      const m = machine([DEBIAN_SHELL, DEBIAN_CHROMIUM], { env: { CHROME_PATH: "/opt/chrome" } });
      expect(await resolveChrome(purpose, m.probes)).toMatchObject({ path: "/opt/chrome", source: "CHROME_PATH" });
      expect(m.unpack).not.toHaveBeenCalled();
    }
  });

  it("tests: Debian's headless shell before Debian's chromium", async () => {
    const both = machine([DEBIAN_SHELL, DEBIAN_CHROMIUM]);
    expect((await resolveChrome("tests", both.probes)).path).toBe(DEBIAN_SHELL);
    const chromiumOnly = machine([DEBIAN_CHROMIUM]);
    expect((await resolveChrome("tests", chromiumOnly.probes)).path).toBe(DEBIAN_CHROMIUM);
    // A system browser wins: the bundled one is not even unpacked.
    expect([both.unpack, chromiumOnly.unpack].map((unpack) => unpack.mock.calls.length)).toEqual([0, 0]);
  });

  it("bench: Debian's chromium, never the headless shell (its figures are the bench's)", async () => {
    const both = machine([DEBIAN_SHELL, DEBIAN_CHROMIUM]);
    expect((await resolveChrome("bench", both.probes)).path).toBe(DEBIAN_CHROMIUM);
    const shellOnly = machine([DEBIAN_SHELL]);
    expect((await resolveChrome("bench", shellOnly.probes)).path).toBe(BUNDLED_PATH);
  });

  it("no system browser: the bundled Chromium, unpacked, checked to run, and logged", async () => {
    const m = machine([]);
    const chrome = await resolveChrome("tests", m.probes);
    expect(chrome).toEqual({
      path: BUNDLED_PATH,
      source: "@sparticuz/chromium",
      version: `Chromium 1 (${BUNDLED_PATH})`,
    });
    expect(m.unpack).toHaveBeenCalledOnce();
    expect(m.version).toHaveBeenCalledWith(BUNDLED_PATH);
    expect(m.log).toHaveBeenCalledWith(
      `browser for the tests: Chromium 1 (${BUNDLED_PATH}), @sparticuz/chromium (${BUNDLED_PATH})`,
    );
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
