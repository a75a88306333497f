// A catalogue of N products grown from the real sixteen (a fixed seed), written where CATALOGUE_DIR points the build.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createServer } from "vite";

const EDITIONS = ["Classic", "Lite", "Plus", "Max", "Eco", "Pro", "Slim", "Duo", "Go", "Prime"];

// mulberry32: a catalogue of N is the same every time.
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

/** Copy k of a product is "<name> <edition> <k>"; only the originals are featured, so the home page is the same. */
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
