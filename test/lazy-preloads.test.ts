import { describe, expect, it } from "vitest";
import { lazyPreloads, preloadsFor, staticClosures } from "../scripts/build/lazy-preloads.mjs";

const chunk = (name: string, imports: string[] = [], css: string[] = []) => ({
  type: "chunk",
  name,
  fileName: `${name}.js`,
  imports: imports.map((i) => `${i}.js`),
  viteMetadata: { importedCss: new Set(css) },
});

/** The shell (its own stylesheet), a drawer with its own and a shared modal's, and a search engine without any. */
const BUNDLE = {
  "shell.js": chunk("shell", [], ["shell.css"]),
  "modal.js": chunk("modal", ["shell"], ["modal.css"]),
  "drawer.js": chunk("drawer", ["shell", "modal"], ["drawer.css"]),
  "engine.js": chunk("engine", ["shell", "products"]),
  "products.js": chunk("products"),
  "shell.css": { type: "asset" },
};

describe("lazy preloads", () => {
  it("a chunk's static closure holds its imports' files and stylesheets, transitively", () => {
    const closures = staticClosures(BUNDLE);
    expect([...closures.get("drawer.js")!.files].sort()).toEqual(["drawer.js", "modal.js", "shell.js"]);
    expect([...closures.get("drawer.js")!.styles].sort()).toEqual(["drawer.css", "modal.css", "shell.css"]);
    expect(closures.has("shell.css")).toBe(false);
  });

  it("a chunk that waits for a stylesheet is preloaded with its imports, less what its importer has loaded", () => {
    const closures = staticClosures(BUNDLE);
    expect(preloadsFor(closures, "drawer.js", ["drawer.js", "shell.js", "modal.js"], "shell.js")).toEqual([
      "drawer.js",
      "modal.js",
    ]);
  });

  it("a chunk with no stylesheet to wait for is imported at once: nothing listed", () => {
    const closures = staticClosures(BUNDLE);
    expect(preloadsFor(closures, "engine.js", ["engine.js", "shell.js", "products.js"], "shell.js")).toEqual([]);
  });

  /** Runs the plugin's generateBundle on BUNDLE as a client build's would, build errors thrown. */
  function generate(plugin: ReturnType<typeof lazyPreloads>["plugin"]) {
    const hook = plugin.generateBundle as unknown as { handler: (this: unknown, o: unknown, b: unknown) => void };
    const context = {
      environment: { config: { build: { ssr: false } } },
      error: (message: string) => {
        throw new Error(message);
      },
    };
    hook.handler.call(context, {}, BUNDLE);
  }

  it("a host that names no chunk fails the build", () => {
    expect(() => generate(lazyPreloads({ hosts: ["shell", "Drawer"] }).plugin)).toThrow(/no chunk named Drawer/);
  });

  it("only the named hosts' lazy imports get lists", () => {
    const { plugin, resolveDependencies } = lazyPreloads({ hosts: ["shell"] });
    generate(plugin);
    expect(resolveDependencies("drawer.js", ["drawer.js", "shell.js", "modal.js"], { hostId: "shell.js" })).toEqual([
      "drawer.js",
      "modal.js",
    ]);
    expect(resolveDependencies("drawer.js", ["drawer.js", "shell.js", "modal.js"], { hostId: "engine.js" })).toEqual(
      [],
    );
  });
});
