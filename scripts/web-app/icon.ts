/**
 * The app icon, drawn in code from public/favicon.svg's design (a phone
 * outline on a rounded brand-green square, in a 32-unit design space), so no
 * binary file is kept in the repository and the colours are the theme's.
 */
import { palette } from "../../app/styles/tokens";

export type IconPurpose = "any" | "maskable";
type Rgb = readonly [number, number, number];

function hexColor(hex: string): Rgb {
  const m = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)];
}

/** Signed distance from (x, y) to a rounded rectangle (negative inside). */
function roundedBox(x: number, y: number, left: number, top: number, w: number, h: number, r: number): number {
  const qx = Math.abs(x - (left + w / 2)) - w / 2 + r;
  const qy = Math.abs(y - (top + h / 2)) - h / 2 + r;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
}

/** Distance from (x, y) to the segment (ax, ay)-(bx, by). */
function segment(x: number, y: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - ax - t * dx, y - ay - t * dy);
}

const STROKE = 2.2;

/** Signed distance to the favicon's phone (outline x10 y5 w12 h22 rx2.5, home bar (14, 23)-(18, 23)). */
function glyphDistance(x: number, y: number): number {
  return Math.min(
    Math.abs(roundedBox(x, y, 10, 5, 12, 22, 2.5)) - STROKE / 2,
    segment(x, y, 14, 23, 18, 23) - STROKE / 2,
  );
}

/** The ground: the favicon's rounded square, or the whole canvas for a maskable icon. */
const groundDistance = (x: number, y: number, purpose: IconPurpose) =>
  purpose === "any" ? roundedBox(x, y, 0, 0, 32, 32, 7) : -Infinity;

const SAMPLES = 4; // 4 x 4 samples per edge pixel: smooth edges

/**
 * The maskable icon's phone is scaled down to stay inside the safe zone (the
 * centre circle of 80% diameter) whatever mask the platform applies.
 */
const GLYPH_SCALE: Record<IconPurpose, number> = { any: 1, maskable: 0.72 };

/** Fractions of a pixel covered by the ground and by the glyph. Only pixels near an edge are supersampled. */
function coverage(px: number, py: number, unit: number, purpose: IconPurpose): [ground: number, glyph: number] {
  const scale = GLYPH_SCALE[purpose];
  const toGlyph = (v: number) => 16 + (v - 16) / scale;
  const cx = (px + 0.5) * unit;
  const cy = (py + 0.5) * unit;
  const ground = groundDistance(cx, cy, purpose);
  const glyph = glyphDistance(toGlyph(cx), toGlyph(cy));
  if (Math.abs(ground) > unit && Math.abs(glyph) > unit / scale) return ground > 0 ? [0, 0] : [1, glyph <= 0 ? 1 : 0];
  let inside = 0;
  let ink = 0;
  for (let sy = 0; sy < SAMPLES; sy++) {
    for (let sx = 0; sx < SAMPLES; sx++) {
      const x = (px + (sx + 0.5) / SAMPLES) * unit;
      const y = (py + (sy + 0.5) / SAMPLES) * unit;
      if (groundDistance(x, y, purpose) > 0) continue;
      inside++;
      if (glyphDistance(toGlyph(x), toGlyph(y)) <= 0) ink++;
    }
  }
  return [inside / SAMPLES ** 2, ink / SAMPLES ** 2];
}

/**
 * RGBA pixels (non-premultiplied) of the icon at `size` px. "any": the
 * rounded square on a transparent ground, as the favicon. "maskable": the
 * square fills the canvas (the platform applies its own mask).
 */
export function renderIcon(size: number, purpose: IconPurpose): Uint8Array {
  const ground = hexColor(palette.brand);
  const ink = hexColor(palette.onBrand);
  const unit = 32 / size; // one pixel in design units
  const pixels = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const [inside, glyph] = coverage(px, py, unit, purpose);
      const mix = inside ? glyph / inside : 0;
      const i = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) pixels[i + c] = Math.round(ground[c]! + (ink[c]! - ground[c]!) * mix);
      pixels[i + 3] = Math.round(inside * 255);
    }
  }
  return pixels;
}
