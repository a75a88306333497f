// Writes .br and .gz copies beside the client build's text files. A module, not a Vite plugin:
// it must run after index.html (Remix's prerender) and sw.js (workbox) exist, when no plugin hook runs.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
// Small files too: a phone pays for every chunk's bytes, and a copy must save more than the
// Content-Encoding header it costs (SAVES_AT_LEAST) to be written.
const MIN_BYTES = 256;
const SAVES_AT_LEAST = 64;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Brotli (quality 11) and gzip (level 9) of every text file over MIN_BYTES, for scripts/serve.mjs
 * (sirv) or a CDN to serve as they are. A compressed copy that is not smaller is not written.
 * @param {string} directory
 * @returns {Promise<string>} a one-line summary for the build log
 */
export async function precompress(directory) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  const paths = (await readdir(directory, { recursive: true })).map((file) => join(directory, file));
  for (const path of paths) {
    if (!TEXT.test(path) || (await stat(path)).size <= MIN_BYTES) continue;
    const raw = await readFile(path);
    const [b, g] = await Promise.all([
      brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
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
  }
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  return `precompressed ${totals.files} files over ${MIN_BYTES} B: ${kib(totals.raw)} -> brotli ${kib(totals.br)}, gzip ${kib(totals.gz)}`;
}
