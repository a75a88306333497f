// A catalogue of N products grown from the real sixteen as a merchant's would grow: copies with their own
// names, slugs and ids (a fixed seed), everything else as the original's. Written as the two .server data
// modules into a folder of its own, which the build reads instead of app/data's (CATALOGUE_DIR,
// scripts/catalogue.ts); app/data is never touched.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createServer } from "vite";

const EDITIONS = ["Classic", "Lite", "Plus", "Max", "Eco", "Pro", "Slim", "Duo", "Go", "Prime"];

/** mulberry32: a small seeded generator, so a catalogue of N is the same every time. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The real products, then copies of them in turn until there are `count`: copy k of a product is named
 * "<name> <edition> <k>", with the next id; only the real six are featured, so the home page is the same.
 * @template {{ id: number, name: string, featured: boolean }} P
 * @param {readonly P[]} products
 * @param {Record<number, unknown>} specs
 * @param {number} count
 */
export function grow(products, specs, count, seed = 16) {
  const random = seeded(seed);
  const grown = [];
  const grownSpecs = {};
  for (let i = 0; i < count; i++) {
    const base = products[i % products.length];
    const copy = Math.floor(i / products.length);
    const id = i + 1;
    const name = copy === 0 ? base.name : `${base.name} ${EDITIONS[Math.floor(random() * EDITIONS.length)]} ${copy}`;
    grown.push({ ...base, id, name, featured: copy === 0 && base.featured });
    grownSpecs[id] = specs[base.id];
  }
  return { products: grown, specs: grownSpecs };
}

/** Writes the grown catalogue's two modules into `dir`, read through Vite as the app reads app/data's. */
export async function writeCatalogue(count, dir) {
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom", logLevel: "silent" });
  try {
    const { PRODUCTS } = await vite.ssrLoadModule("/app/data/catalogue.server.ts");
    const { PRODUCT_SPECS } = await vite.ssrLoadModule("/app/data/product-specs.server.ts");
    const { products, specs } = grow(PRODUCTS, PRODUCT_SPECS, count);
    await mkdir(dir, { recursive: true });
    const module = (type, name, value) =>
      `import type { ${type} } from "~/lib/entities";\n\nexport const ${name}: ${value === "products" ? `readonly ${type}[]` : `Readonly<Record<number, readonly ${type}[]>>`} = ${JSON.stringify(value === "products" ? products : specs)};\n`;
    await writeFile(join(dir, "catalogue.server.ts"), module("Product", "PRODUCTS", "products"));
    await writeFile(join(dir, "product-specs.server.ts"), module("ProductSpec", "PRODUCT_SPECS", "specs"));
  } finally {
    await vite.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [count, dir] = process.argv.slice(2);
  if (!count || !dir) throw new Error("usage: node scripts/generate-catalogue.mjs <count> <dir>");
  await writeCatalogue(Number(count), dir);
  console.log(`${count} products in ${dir}`);
}
