import { Resvg } from "@resvg/resvg-wasm";
import { expect, it } from "vitest";
import { palette } from "~/styles/tokens";
import { MANIFEST_PATH, webApp, webAppFiles, webAppManifest } from "../scripts/web-app";
import { pngSize } from "./build-fixtures";

/**
 * A PNG's size (IHDR, after the signature) and its pixels, decoded by drawing it into an SVG
 * of the same size with resvg (loaded by webAppFiles). Pixels are premultiplied RGBA.
 */
function readPng(png: Uint8Array) {
  const [width, height] = pngSize(png);
  const href = `data:image/png;base64,${Buffer.from(png).toString("base64")}`;
  const { pixels } = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="${href}"/></svg>`,
  ).render();
  const pixel = (x: number, y: number) => [...pixels.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)];
  return { width, height, pixel };
}

/** A pixel as #rrggbbaa, to compare with a palette colour made opaque. */
const hex = (rgba: number[]) => `#${rgba.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
const opaque = (colour: string) => `${colour}ff`;

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

it("writes the manifest and one PNG per icon, each of its declared size, drawing the favicon's design", async () => {
  const files = await webAppFiles();
  const manifest = files.find((f) => f.path === MANIFEST_PATH)!;
  expect(JSON.parse(String(manifest.source))).toEqual(webAppManifest());
  expect(files.map((f) => f.path)).toEqual([MANIFEST_PATH, ...webAppManifest().icons.map((icon) => icon.src)]);
  for (const icon of webAppManifest().icons) {
    const file = files.find((f) => f.path === icon.src);
    const png = readPng(file!.source as Uint8Array);
    expect(`${png.width}x${png.height}`).toBe(icon.sizes);
    // Small: the browser downloads them when the app is installed.
    expect((file!.source as Uint8Array).length).toBeLessThan(16 * 1024);
  }
  // The favicon's design: brand ground, white phone, transparent corners (any), full bleed (maskable).
  const png = (src: string) => readPng(files.find((f) => f.path === src)!.source as Uint8Array);
  for (const src of ["/icons/icon-192.png", "/icons/icon-512.png"]) {
    const any = png(src);
    const at = (x: number, y: number) => any.pixel(Math.round(x * any.width), Math.round(y * any.width));
    expect(at(0, 0), src).toEqual([0, 0, 0, 0]); // rounded corner
    expect(hex(at(0.5, 0.5)), src).toBe(opaque(palette.brand)); // the phone's screen, at the centre
    expect(hex(at(0.08, 0.5)), src).toBe(opaque(palette.brand));
    expect(hex(at(10 / 32, 0.5)), src).toBe(opaque(palette.onBrand)); // left edge of the phone (x = 10 of 32)
  }
  const maskable = png("/icons/icon-maskable-512.png");
  expect(hex(maskable.pixel(0, 0))).toBe(opaque(palette.brand));
  expect(hex(maskable.pixel(256, 256))).toBe(opaque(palette.brand));
  // The phone, scaled to 72% about the centre: its left edge at x = 16 - 6 * 0.72 of 32.
  expect(hex(maskable.pixel(Math.round(((16 - 6 * 0.72) / 32) * 512), 256))).toBe(opaque(palette.onBrand));
  // Opaque everywhere (the platform's mask cuts it), and every pixel of the phone (any pixel
  // not the ground) lies inside the safe zone: the centre circle of 80% diameter.
  let translucent = 0;
  const phone: number[] = [];
  for (let y = 0; y < 512; y++)
    for (let x = 0; x < 512; x++) {
      const rgba = maskable.pixel(x, y);
      if (rgba[3] !== 255) translucent++;
      if (hex(rgba) !== opaque(palette.brand)) phone.push(Math.hypot(x - 256, y - 256));
    }
  expect(translucent).toBe(0);
  expect(phone.length).toBeGreaterThan(1000);
  expect(Math.max(...phone)).toBeLessThan(0.4 * 512);
});

it("emits the files into the client build only", async () => {
  const plugin = webApp();
  const emitted: string[] = [];
  const run = (name: string) =>
    (plugin.generateBundle as unknown as (this: unknown) => Promise<void>).call({
      environment: { name },
      emitFile: (f: { fileName: string }) => emitted.push(f.fileName),
    });
  await run("ssr");
  expect(emitted).toEqual([]);
  await run("client");
  expect(emitted).toEqual((await webAppFiles()).map((f) => f.path.slice(1)));
});
