// Vite plugin: PNG copies of the SVG pictures link previews show, rendered by resvg (WebAssembly: no platform binary).
import { Resvg, initWasm } from "@resvg/resvg-wasm";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Plugin } from "vite";
import { PRODUCTS } from "../../app/data/catalogue.server";
import { PRODUCT_IMAGE_SIZE } from "../../app/data/products";
import { SHARE_IMAGE } from "../../app/data/site";
import { sharePngPath } from "../../app/lib/share-image";
import { palette } from "../../app/styles/tokens";

interface Picture {
  readonly src: string;
  /** What the page heads declare (og:image:width/height), which the PNG must have. */
  readonly width: number;
  readonly height: number;
}

export const SHARE_PICTURES: readonly Picture[] = [
  SHARE_IMAGE,
  ...[...new Set(PRODUCTS.map((p) => p.image))].map((src) => ({
    src,
    width: PRODUCT_IMAGE_SIZE,
    height: PRODUCT_IMAGE_SIZE,
  })),
];

/** A second call finds it loaded. */
export async function loadResvg(): Promise<void> {
  const wasm = createRequire(import.meta.url).resolve("@resvg/resvg-wasm/index_bg.wasm");
  try {
    await initWasm(readFile(wasm));
  } catch (error) {
    if (!/already initialized/i.test(String(error))) throw error;
  }
}

/** On the page background: previews have no transparency. */
export function renderPng(svg: string, { src, width, height }: Picture): Uint8Array {
  const image = new Resvg(svg, { fitTo: { mode: "width", value: width }, background: palette.bg }).render();
  if (image.width !== width || image.height !== height)
    throw new Error(`${src}: renders ${image.width}x${image.height}, its head says ${width}x${height}`);
  return image.asPng();
}

export async function shareImageFiles() {
  await loadResvg();
  return Promise.all(
    SHARE_PICTURES.map(async (picture) => ({
      path: sharePngPath(picture.src),
      source: renderPng(await readFile(`public${picture.src}`, "utf8"), picture),
    })),
  );
}

/** Production only: no chat app reads the dev server. */
export function shareImages(): Plugin {
  return { ...clientFiles("share-images", shareImageFiles), apply: "build" };
}

/** A plugin that emits `files()` into the client build (Remix builds the client, then the server). */
export function clientFiles(
  name: string,
  files: () => Promise<{ path: string; source: string | Uint8Array }[]>,
): Plugin {
  return {
    name,
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const file of await files())
        this.emitFile({ type: "asset", fileName: file.path.slice(1), source: file.source });
    },
  };
}
