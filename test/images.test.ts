import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { KB } from "../scripts/weight.mjs";

const PUBLIC = resolve(dirname(fileURLToPath(import.meta.url)), "../public");
const IMAGE = /\.(svg|png|webp|avif|jpe?g|gif|ico)$/i;
const MAX_IMAGE_BYTES = 20 * KB;

// Paths under public/, e.g. images/hero.svg.
const images = readdirSync(PUBLIC, { recursive: true, encoding: "utf8" }).filter((f) => IMAGE.test(f));

it("there are images to check", () => {
  expect(images.length).toBeGreaterThan(5);
});

it.each(images)("%s is at most 20 KB", (image) => {
  expect(statSync(join(PUBLIC, image)).size).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
});

// Content images (public/images, shown with <img>); the favicon is an icon, not sized by the page.
const svgs = images.filter((f) => extname(f).toLowerCase() === ".svg" && f.startsWith("images"));
it.each(svgs)("%s: intrinsic width/height match its viewBox; nothing loaded from elsewhere, no script", (image) => {
  const text = readFileSync(join(PUBLIC, image), "utf8");
  const root = /<svg\b[^>]*>/i.exec(text)?.[0] ?? "";
  expect(root, "an <svg> root element").not.toBe("");
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1];
  const viewBox = attr("viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const width = Number(attr("width"));
  const height = Number(attr("height"));
  expect(viewBox, "viewBox").toHaveLength(4);
  // Without width/height an <img> of the SVG has no reliable intrinsic size (300x150 in some browsers).
  expect(width, "width attribute").toBeGreaterThan(0);
  expect(height, "height attribute").toBeGreaterThan(0);
  const [, , vw = 0, vh = 0] = viewBox ?? [];
  expect(Math.abs(width / height - vw / vh)).toBeLessThan(0.01);
  expect(text).not.toMatch(/<script\b/i);
  expect(text, "an external reference").not.toMatch(/(?:href|src)\s*=\s*["'](?:https?:)?\/\//i);
  expect(text, "an external reference").not.toMatch(/url\(\s*["']?(?:https?:)?\/\//i);
});
