import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { palette } from "~/styles/tokens";
import { MANIFEST_PATH, webApp, webAppFiles, webAppManifest } from "../scripts/web-app";
import { renderIcon } from "../scripts/web-app/icon";
import { encodePng } from "../scripts/web-app/png";

/** Minimal PNG reader for the checks: chunks, header, and RGBA pixels of an indexed or RGBA image. */
function readPng(png: Uint8Array) {
  const buf = Buffer.from(png);
  expect([...buf.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks = new Map<string, Buffer[]>();
  for (let at = 8; at < buf.length;) {
    const length = buf.readUInt32BE(at);
    const type = buf.toString("latin1", at + 4, at + 8);
    chunks.set(type, [...(chunks.get(type) ?? []), buf.subarray(at + 8, at + 8 + length)]);
    at += 12 + length;
  }
  const ihdr = chunks.get("IHDR")![0]!;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const colourType = ihdr[9]!;
  const bpp = colourType === 3 ? 1 : 4;
  const raw = inflateSync(Buffer.concat(chunks.get("IDAT")!));
  const plte = chunks.get("PLTE")?.[0];
  const trns = chunks.get("tRNS")?.[0];
  const pixel = (x: number, y: number) => {
    const at = y * (width * bpp + 1) + 1 + x * bpp;
    if (colourType === 6) return [...raw.subarray(at, at + 4)];
    const i = raw[at]!;
    return [plte![i * 3]!, plte![i * 3 + 1]!, plte![i * 3 + 2]!, trns?.[i] ?? 255];
  };
  return { width, height, colourType, chunks: [...chunks.keys()], pixel };
}

const hex = (rgba: number[]) =>
  `#${rgba
    .slice(0, 3)
    .map((c) => c.toString(16).padStart(2, "0"))
    .join("")}`;

describe("web app manifest (PRODUCT.md: installable)", () => {
  it("names the shop, starts at /, standalone, colours from the theme palette", () => {
    const manifest = webAppManifest();
    expect(manifest).toMatchObject({
      name: "SimuTech Nairobi",
      short_name: "SimuTech",
      start_url: "/",
      display: "standalone",
      theme_color: palette.brand,
      background_color: palette.bg,
    });
    expect(manifest.icons).toEqual([
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ]);
  });

  it("writes the manifest and one PNG per icon, each of its declared size", () => {
    const files = webAppFiles();
    const manifest = files.find((f) => f.path === MANIFEST_PATH)!;
    expect(JSON.parse(String(manifest.source))).toEqual(webAppManifest());
    for (const icon of webAppManifest().icons) {
      const file = files.find((f) => f.path === icon.src);
      expect(file, icon.src).toBeDefined();
      const png = readPng(file!.source as Uint8Array);
      expect(`${png.width}x${png.height}`).toBe(icon.sizes);
      // Small: the service worker precaches them.
      expect((file!.source as Uint8Array).length).toBeLessThan(8 * 1024);
    }
  });

  it("draws the favicon's design: brand ground, white phone, transparent corners (any), full bleed (maskable)", () => {
    const files = webAppFiles();
    const png = (src: string) => readPng(files.find((f) => f.path === src)!.source as Uint8Array);
    const any = png("/icons/icon-512.png");
    expect(any.pixel(0, 0)[3]).toBe(0); // rounded corner
    expect(hex(any.pixel(40, 256))).toBe(palette.brand);
    expect(any.pixel(40, 256)[3]).toBe(255);
    expect(hex(any.pixel(160, 256))).toBe(palette.onBrand); // left edge of the phone (x = 10 of 32)
    const maskable = png("/icons/icon-maskable-512.png");
    expect(maskable.pixel(0, 0)).toEqual([...[10, 102, 54], 255]);
    expect(hex(maskable.pixel(0, 0))).toBe(palette.brand);
    // Every white pixel lies inside the safe zone (centre circle, 80% diameter).
    for (let y = 0; y < 512; y += 2)
      for (let x = 0; x < 512; x += 2)
        if (hex(maskable.pixel(x, y)) !== palette.brand) expect(Math.hypot(x - 256, y - 256)).toBeLessThan(0.4 * 512);
  });

  it("encodes many-coloured images as RGBA", () => {
    const size = 20;
    const rgba = new Uint8Array(size * size * 4).map((_, i) => [i >> 2, i >> 10, 7, 255][i % 4]! & 0xff);
    const png = readPng(encodePng(size, size, rgba));
    expect(png.colourType).toBe(6);
    expect(png.pixel(3, 2)).toEqual([...rgba.subarray((2 * size + 3) * 4, (2 * size + 3) * 4 + 4)]);
    const flat = readPng(encodePng(4, 4, renderIcon(4, "maskable")));
    expect(flat.colourType).toBe(3);
    expect(flat.chunks).toEqual(["IHDR", "PLTE", "IDAT", "IEND"]);
    expect(() => encodePng(2, 2, new Uint8Array(3))).toThrow();
  });

  it("emits the files into the client build only", () => {
    const plugin = webApp();
    const emitted: string[] = [];
    const run = (name: string) =>
      (plugin.generateBundle as unknown as (this: unknown) => void).call({
        environment: { name },
        emitFile: (f: { fileName: string }) => emitted.push(f.fileName),
      });
    run("ssr");
    expect(emitted).toEqual([]);
    run("client");
    expect(emitted).toEqual([
      "manifest.webmanifest",
      "icons/icon-192.png",
      "icons/icon-512.png",
      "icons/icon-maskable-512.png",
    ]);
  });
});
