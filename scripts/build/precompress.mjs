// Not a Vite plugin: it must run after Remix's prerender and workbox have written their files, when no hook runs.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { dynamicFolderOf, dynamicFolders } from "./headers.mjs";

const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
// A copy must save more than the Content-Encoding header it costs.
const MIN_BYTES = 256;
const SAVES_AT_LEAST = 64;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const CATALOGUE_FOLDER = "catalogue";

// What every visitor loads gets the fewest bytes; what grows with the catalogue, a short build (10 % more bytes).
export const BROTLI_QUALITY = { shared: 11, catalogue: 5 };

export async function precompress(/** @type {string} */ directory) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  // Folders too, but none has a text file's extension.
  const files = await readdir(directory, { recursive: true, encoding: "utf8" });
  const folders = dynamicFolders(files);
  const grows = (file) => file.startsWith(`${CATALOGUE_FOLDER}/`) || dynamicFolderOf(file, folders) !== undefined;
  await Readable.from(files.filter((file) => TEXT.test(file)))
    .map(
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
      // zlib runs on libuv's pool: both cores work, and few files are open.
      { concurrency: Math.max(2, availableParallelism()) * 2 },
    )
    .toArray();
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  return `precompressed ${totals.files} files over ${MIN_BYTES} B: ${kib(totals.raw)} -> brotli ${kib(totals.br)}, gzip ${kib(totals.gz)}`;
}
