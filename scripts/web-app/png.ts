import { crc32, deflateSync } from "node:zlib";

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * An RGBA image (8 bits per channel, non-premultiplied, rows top to bottom)
 * as a PNG file. Flat-colour icons have few distinct colours, so they are
 * written indexed (one byte per pixel, PLTE + tRNS): a fraction of the RGBA
 * size, which matters because the service worker precaches them. More than
 * 256 colours falls back to RGBA.
 */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  if (rgba.length !== width * height * 4) throw new Error("RGBA data does not match the size");
  const view = new DataView(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  const index = new Map<number, number>();
  const indexed = new Uint8Array(width * height);
  for (let p = 0; p < width * height; p++) {
    const colour = view.getUint32(p * 4);
    let i = index.get(colour);
    if (i === undefined) {
      i = index.size;
      if (i > 255) return encode(width, height, rgba, 6, 4);
      index.set(colour, i);
    }
    indexed[p] = i;
  }
  const colours = [...index.keys()];
  const plte = Buffer.alloc(colours.length * 3);
  const trns = Buffer.alloc(colours.length);
  colours.forEach((c, i) => {
    plte.writeUIntBE(c >>> 8, i * 3, 3);
    trns[i] = c & 0xff;
  });
  const extra = [chunk("PLTE", plte)];
  if (trns.some((alpha) => alpha !== 255)) extra.push(chunk("tRNS", trns));
  return encode(width, height, indexed, 3, 1, extra);
}

function encode(
  width: number,
  height: number,
  pixels: Uint8Array,
  colourType: 3 | 6,
  bytesPerPixel: number,
  extra: Buffer[] = [],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = colourType;
  // compression, filter and interlace methods stay 0
  const stride = width * bytesPerPixel;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter type: none
    raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    ...extra,
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", new Uint8Array(0)),
  ]);
}
