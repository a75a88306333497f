import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { PRODUCTS } from "~/data/catalogue.server";
import { SHARE_IMAGE } from "~/data/site";
import { pageMeta } from "~/lib/meta";
import { sharePngPath } from "~/lib/share-image";
import { renderPng, SHARE_PICTURES, shareImageFiles } from "../scripts/share-images";
import { pngSize } from "./build-fixtures";

it("maps a site SVG to its PNG copy, and leaves other pictures as they are", () => {
  expect(sharePngPath("/images/hero.svg")).toBe("/images/share/hero.png");
  expect(sharePngPath("/images/products/a-b.svg")).toBe("/images/share/products/a-b.png");
  expect(sharePngPath("/icons/icon-512.png")).toBe("/icons/icon-512.png");
});

it("page heads name the PNG, with its type and size", () => {
  const meta = pageMeta({ path: "/shop", title: "Shop", description: "d" });
  expect(meta).toContainEqual({ property: "og:image", content: "https://simutech.co.ke/images/share/hero.png" });
  expect(meta).toContainEqual({ property: "og:image:type", content: "image/png" });
  expect(meta).toContainEqual({ property: "og:image:width", content: String(SHARE_IMAGE.width) });
  expect(meta).toContainEqual({ name: "twitter:image", content: "https://simutech.co.ke/images/share/hero.png" });
});

it("renders the default picture and every product's, each at the size its head declares", async () => {
  expect(SHARE_PICTURES).toHaveLength(1 + PRODUCTS.length);
  const files = await shareImageFiles();
  expect(files.map((f) => f.path)).toEqual(SHARE_PICTURES.map((p) => sharePngPath(p.src)));
  files.forEach((file, i) => {
    expect(pngSize(file.source), file.path).toEqual([SHARE_PICTURES[i]!.width, SHARE_PICTURES[i]!.height]);
    // Chat apps refuse large previews; these stay far below their limits.
    expect(file.source.byteLength, file.path).toBeLessThan(300 * 1024);
  });
});

it("refuses a picture whose declared size its SVG does not have", () => {
  const svg = readFileSync(`public${SHARE_IMAGE.src}`, "utf8");
  expect(() => renderPng(svg, { ...SHARE_IMAGE, height: 630 })).toThrow(/renders 1200x800, its head says 1200x630/);
});
