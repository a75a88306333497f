// What a lazy import() fetches at once. Vite's loader appends the chunks listed here as modulepreload links,
// and the chunk's stylesheets, and imports the chunk once those stylesheets have loaded; the chunk's own
// imports are found only once it has arrived. A round trip each on a slow network: with its imports listed,
// the cart drawer opened about half a second sooner after a tap at first paint (Slow 4G, 4x CPU). Listed: the
// chunk and its imports, less what the importing chunk has loaded, where the chunk brings a stylesheet the
// importer lacks (those waited longest). The lists cost bytes in the importer: only the `hosts` get them.

/**
 * @typedef {{ type: string, name?: string, imports?: string[], viteMetadata?: { importedCss: Set<string> } }} OutputChunk
 * @typedef {{ files: Set<string>, styles: Set<string> }} Closure
 */

/**
 * Each chunk's static closure: its file and those of the chunks it imports, transitively, and their stylesheets.
 * @param {Record<string, OutputChunk>} bundle
 * @returns {Map<string, Closure>}
 */
export function staticClosures(bundle) {
  /** @type {Map<string, Closure>} */
  const closures = new Map();
  const visit = (/** @type {string} */ file, /** @type {Closure} */ into) => {
    const chunk = bundle[file];
    if (into.files.has(file) || chunk?.type !== "chunk") return;
    into.files.add(file);
    for (const style of chunk.viteMetadata?.importedCss ?? []) into.styles.add(style);
    for (const imported of chunk.imports ?? []) visit(imported, into);
  };
  for (const [file, chunk] of Object.entries(bundle)) {
    if (chunk.type !== "chunk") continue;
    const closure = { files: new Set(), styles: new Set() };
    visit(file, closure);
    closures.set(file, closure);
  }
  return closures;
}

/**
 * The chunks to preload when `host` imports `file` lazily (`deps`: the chunk and its static imports, as Vite
 * lists them): none unless the chunk brings a stylesheet `host` has not loaded, else those `host` has not loaded.
 * @param {Map<string, Closure>} closures @param {string} file @param {string[]} deps @param {string} host
 */
export function preloadsFor(closures, file, deps, host) {
  const loaded = closures.get(host);
  const imported = closures.get(file);
  if (!loaded || !imported) return deps;
  const waitsForStyles = [...imported.styles].some((style) => !loaded.styles.has(style));
  return waitsForStyles ? deps.filter((dep) => !loaded.files.has(dep)) : [];
}

/**
 * The Vite plugin that reads the bundle's chunks, and the `build.modulePreload.resolveDependencies` that
 * answers from them: the lazy imports of the chunks named in `hosts` (chunk names: a `manualChunks` key, or the
 * module's file name for a chunk Rollup made) get their lists.
 * @param {{ hosts: string[] }} options
 */
export function lazyPreloads({ hosts }) {
  /** @type {Map<string, Closure>} */
  let closures = new Map();
  /** @type {Set<string>} */
  let hostFiles = new Set();
  return {
    /** @type {import("vite").Plugin} */
    plugin: {
      name: "simutech:lazy-preloads",
      apply: "build",
      // Before Vite's own generateBundle, which calls resolveDependencies.
      generateBundle: {
        order: "pre",
        handler(_options, bundle) {
          if (this.environment.config.build.ssr) return;
          closures = staticClosures(/** @type {any} */ (bundle));
          const chunks = Object.values(bundle).flatMap((chunk) => (chunk.type === "chunk" ? [chunk] : []));
          hostFiles = new Set(chunks.filter((chunk) => hosts.includes(chunk.name)).map((chunk) => chunk.fileName));
          // A renamed component would otherwise lose its lists without a word.
          const missing = hosts.filter((name) => !chunks.some((chunk) => chunk.name === name));
          if (missing.length > 0) this.error(`lazy preloads: no chunk named ${missing.join(", ")} (hosts in vite.config.ts)`);
        },
      },
    },
    /** @type {(file: string, deps: string[], context: { hostId: string }) => string[]} */
    resolveDependencies: (file, deps, { hostId }) =>
      hostFiles.has(hostId) ? preloadsFor(closures, file, deps, hostId) : [],
  };
}
