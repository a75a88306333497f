// Build outputs in small, for the tests of the build steps (scripts/).
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect } from "vitest";

/** A page as app/root.tsx renders it: the CSP <meta> the build fills in, first in <head>. */
export const page = (body: string, head = "") =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="filled in by scripts/build/csp.mjs"/><title>t</title>${head}<link rel="stylesheet" href="/assets/a.css"/></head><body>${body}</body></html>`;

/** Writes `files` (path under `dir` -> text) into `dir`, making their folders; returns `dir`. */
export function writeFiles(dir: string, files: Record<string, string>): string {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
export function pngSize(png: Uint8Array): [number, number] {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return [view.getUint32(16), view.getUint32(20)];
}

/** A new temporary folder holding `files`. */
export const tempFiles = (files: Record<string, string>) => writeFiles(mkdtempSync(join(tmpdir(), "build-")), files);
