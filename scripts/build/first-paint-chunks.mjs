// Rollup's manualChunks for the first paint: React + Remix in one "framework" chunk, the
// root shell (app/root.tsx and what it imports statically) in one "shell" chunk and stylesheet.

/** What every page runs before anything else: React, React DOM, Remix, React Router. */
const FRAMEWORK =
  /\/node_modules\/(?:react|react-dom|scheduler|@remix-run\/react|@remix-run\/router|react-router|react-router-dom|turbo-stream)\//;

/**
 * Left alone, Rollup splits what the shell and the framework need into many small shared
 * chunks, each its own request and, with vanilla-extract, its own render-blocking CSS file
 * (4 CSS + 17 JS requests for /). All of them load on every first visit anyway, so they are
 * grouped (1 + 5). Nothing that loads lazily (dialogs, forms, zod, sonner, route modules) moves.
 * @param {string} rootModule absolute path of app/root.tsx
 * @returns {import("vite").Rollup.GetManualChunk}
 */
export function firstPaintChunks(rootModule) {
  const appDirectory = rootModule.slice(0, rootModule.lastIndexOf("/") + 1);
  /** @type {Set<string> | undefined} app modules root.tsx imports statically, found on first call */
  let shell;
  return (id, { getModuleInfo }) => {
    if (FRAMEWORK.test(id)) return "framework";
    if (!shell) {
      shell = new Set();
      const queue = [rootModule];
      for (let current = queue.pop(); current; current = queue.pop()) {
        if (shell.has(current)) continue;
        shell.add(current);
        queue.push(...(getModuleInfo(current)?.importedIds ?? []).filter((next) => next.startsWith(appDirectory)));
      }
    }
    return shell.has(id) ? "shell" : undefined;
  };
}
