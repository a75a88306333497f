import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gunzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { BROTLI_QUALITY, CATALOGUE_FOLDER, precompress } from "../scripts/build/precompress.mjs";
import { CATALOGUE_PATH } from "~/lib/catalogue-urls";
import { tempFiles } from "./build-fixtures";

/** A few KB of text that brotli's qualities compress differently, like a page or a product's JSON. */
const text = (seed: number) =>
  Array.from(
    { length: 300 },
    (_, i) => `<li data-id="${(i * 7919 + seed) % 1013}">item ${(i * seed) % 97} of ${seed}</li>`,
  ).join("");

const brotliAt = (raw: Buffer, quality: number) =>
  brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });

it("brotli 11 for what every visitor loads, 5 for what grows with the catalogue; gzip beside each", async () => {
  const files = {
    "index.html": BROTLI_QUALITY.shared,
    "shop/index.html": BROTLI_QUALITY.shared,
    "shop/404.html": BROTLI_QUALITY.shared,
    "assets/entry-Ab12.js": BROTLI_QUALITY.shared,
    "sw.js": BROTLI_QUALITY.shared,
    "manifest.webmanifest": BROTLI_QUALITY.shared,
    "shop/usb-cable/index.html": BROTLI_QUALITY.catalogue,
    "catalogue/index.json": BROTLI_QUALITY.catalogue,
    "catalogue/products/usb-cable.json": BROTLI_QUALITY.catalogue,
  };
  const dir = tempFiles({
    ...Object.fromEntries(Object.keys(files).map((file, i) => [file, text(i + 3)])),
    "robots.txt": "User-agent: *",
  });
  await precompress(dir);
  expect([BROTLI_QUALITY.shared, BROTLI_QUALITY.catalogue]).toEqual([11, 5]);
  for (const [file, quality] of Object.entries(files)) {
    const raw = readFileSync(join(dir, file));
    // The two qualities differ on this text, so the copy shows which one wrote it.
    expect(brotliAt(raw, 11).equals(brotliAt(raw, 5)), file).toBe(false);
    expect(readFileSync(join(dir, `${file}.br`)).equals(brotliAt(raw, quality)), `${file}.br at ${quality}`).toBe(true);
    expect(gunzipSync(readFileSync(join(dir, `${file}.gz`))).equals(raw), `${file}.gz`).toBe(true);
  }
  // Under MIN_BYTES: no copy.
  expect(existsSync(join(dir, "robots.txt.br"))).toBe(false);
});

it("knows the catalogue's folder by the app's own URL of it", () => {
  expect(`/${CATALOGUE_FOLDER}`).toBe(CATALOGUE_PATH);
});
