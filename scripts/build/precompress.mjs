// Writes .br and .gz copies beside the client build's text files. A module, not a Vite plugin:
// it must run after index.html (Remix's prerender) and sw.js (workbox) exist, when no plugin hook runs.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { dynamicFolderOf, dynamicFolders } from "./headers.mjs";
import { eachLimited } from "./pool.mjs";

const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
// Small files too: a phone pays for every chunk's bytes, and a copy must save more than the
// Content-Encoding header it costs (SAVES_AT_LEAST) to be written.
const MIN_BYTES = 256;
const SAVES_AT_LEAST = 64;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The catalogue's static JSON (app/lib/catalogue.ts CATALOGUE_PATH): a file per product and per card block. */
export const CATALOGUE_FOLDER = "catalogue";

// A 26 KB product page: brotli 11 took 28.8 ms for 5,447 B, 5 took 0.5 ms for 6,010 B (+10 %; 10,000 pages: 4.7 min less).
export const BROTLI_QUALITY = {
  /** What a visitor of any page loads (assets/, sw.js, workbox, the fixed pages, manifest, svg): fewest bytes. */
  shared: 11,
  /** What grows with the catalogue (a dynamic route's pages, catalogue/*.json): build time linear and short. */
  catalogue: 5,
};

/** Compressions under way at once: zlib runs them on libuv's pool, so both cores work, and few files are open. */
const AT_ONCE = Math.max(2, availableParallelism()) * 2;

/**
 * Brotli and gzip (level 9) of every text file over MIN_BYTES, for scripts/serve.mjs (sirv) or a CDN
 * to serve as they are; brotli at BROTLI_QUALITY's. A compressed copy that is not smaller is not written.
 * @param {string} directory
 * @returns {Promise<string>} a one-line summary for the build log
 */
export async function precompress(directory) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  const files = (await readdir(directory, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)).replace(/\\/g, "/"));
  const folders = dynamicFolders(files);
  const grows = (file) => file.startsWith(`${CATALOGUE_FOLDER}/`) || dynamicFolderOf(file, folders) !== undefined;
  await eachLimited(
    files.filter((file) => TEXT.test(file)),
    AT_ONCE,
    async (file) => {
      const path = join(directory, file);
      const raw = await readFile(path);
      if (raw.length <= MIN_BYTES) return;
      const quality = BROTLI_QUALITY[grows(file) ? "catalogue" : "shared"];
      const [b, g] = await Promise.all([
        brotli(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        }),
        gz(raw, { level: 9 }),
      ]);
      totals.files++;
      totals.raw += raw.length;
      if (b.length + SAVES_AT_LEAST < raw.length) {
        await writeFile(`${path}.br`, b);
        totals.br += b.length;
      }
      if (g.length + SAVES_AT_LEAST < raw.length) {
        await writeFile(`${path}.gz`, g);
        totals.gz += g.length;
      }
    },
  );
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  return `precompressed ${totals.files} files over ${MIN_BYTES} B: ${kib(totals.raw)} -> brotli ${kib(totals.br)}, gzip ${kib(totals.gz)}`;
}
