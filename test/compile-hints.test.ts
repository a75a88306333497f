import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, type Rollup } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHints, MIN_BYTES } from "../scripts/build/compile-hints.mjs";

/** A real (small) Vite build: an entry that imports two pages lazily, which share a module. */
async function buildApp(dir: string, ssr = false): Promise<Rollup.OutputChunk[]> {
  const big = (name: string) => `export const ${name} = ${JSON.stringify("x".repeat(MIN_BYTES))};\n`;
  await writeFile(join(dir, "shared.js"), `${big("text")}export const shared = () => text.length;\n`);
  await writeFile(
    join(dir, "page-a.js"),
    `import { shared } from "./shared.js";\n${big("a")}export default () => shared() + a.length;\n`,
  );
  await writeFile(
    join(dir, "page-b.js"),
    `import { shared } from "./shared.js";\nexport default () => shared() + 1;\n`,
  );
  await writeFile(join(dir, "tiny.js"), `export default () => 1;\n`);
  await writeFile(
    join(dir, "entry.js"),
    // Side effects, not exports: an app build keeps no entry's exports.
    `${big("entry")}globalThis.app = [entry, () => import("./page-a.js"), () => import("./page-b.js"), () => import("./tiny.js")];\n`,
  );
  const result = (await build({
    mode: "production",
    root: dir,
    configFile: false,
    logLevel: "silent",
    plugins: [compileHints()],
    build: { write: false, minify: false, ssr, rollupOptions: { input: join(dir, "entry.js") } },
  })) as Rollup.RollupOutput;
  return result.output.filter((output): output is Rollup.OutputChunk => output.type === "chunk");
}

const named = (chunks: Rollup.OutputChunk[], name: string) => {
  const chunk = chunks.find((c) => c.name === name);
  if (!chunk) throw new Error(`no chunk ${name} in ${chunks.map((c) => c.name).join(", ")}`);
  return chunk;
};

describe("compileHints", () => {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "compile-hints-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("puts V8's hint on the first line of every client chunk of MIN_BYTES or more, ahead of Vite's dependency map", async () => {
    const chunks = await buildApp(dir);
    const entry = named(chunks, "entry");
    // The entry's lazy imports carry their dependencies, which Vite writes ahead of the code.
    expect(entry.code).toContain("__vite__mapDeps");
    for (const name of ["entry", "page-a", "shared"]) {
      const { code } = named(chunks, name);
      expect(code.split("\n")[0], name).toBe(COMPILE_HINT);
      expect(code.indexOf(COMPILE_HINT), name).toBe(code.lastIndexOf(COMPILE_HINT));
    }
  });

  it("leaves small chunks as they are", async () => {
    const chunks = await buildApp(dir);
    for (const name of ["page-b", "tiny"]) {
      const { code } = named(chunks, name);
      expect(Buffer.byteLength(code), name).toBeLessThan(MIN_BYTES);
      expect(code, name).not.toContain(COMPILE_HINT);
    }
  });

  it("leaves the server build alone", async () => {
    const chunks = await buildApp(dir, true);
    expect(chunks.some((c) => c.code.includes(COMPILE_HINT))).toBe(false);
  });
});
