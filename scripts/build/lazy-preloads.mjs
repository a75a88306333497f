// A lazy chunk's imports, preloaded with it where it brings a stylesheet its importer lacks: one round trip, not two.
/** @typedef {{ type: string, name?: string, imports?: string[], viteMetadata?: { importedCss: Set<string> } }} OutputChunk */
/** @typedef {{ files: Set<string>, styles: Set<string> }} Closure */

export function staticClosures(/** @type {Record<string, OutputChunk>} */ bundle) {
  const closures = /** @type {Map<string, Closure>} */ (new Map());
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

// Vite imports a chunk only once its new stylesheets have loaded: its imports would wait a round trip more.
/** @param {Map<string, Closure>} closures @param {string} file @param {string[]} deps @param {string} host */
export function preloadsFor(closures, file, deps, host) {
  const loaded = closures.get(host);
  const imported = closures.get(file);
  if (!loaded || !imported) return deps;
  const waitsForStyles = [...imported.styles].some((style) => !loaded.styles.has(style));
  return waitsForStyles ? deps.filter((dep) => !loaded.files.has(dep)) : [];
}

// The lists cost bytes in the importer: only the `hosts` chunks get them.
export function lazyPreloads(/** @type {{ hosts: string[] }} */ { hosts }) {
  let closures = /** @type {Map<string, Closure>} */ (new Map());
  let hostFiles = /** @type {Set<string>} */ (new Set());
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
