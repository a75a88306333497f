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
export async function writeCatalogue(count, dir) {
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom", logLevel: "silent" });
  try {
    const { PRODUCTS } = await vite.ssrLoadModule("/app/data/catalogue.server.ts");
    const { PRODUCT_SPECS } = await vite.ssrLoadModule("/app/data/product-specs.server.ts");
    const random = seeded(16);
    const products = [];
    const specs = {};
    for (let i = 0; i < count; i++) {
      const base = PRODUCTS[i % PRODUCTS.length];
      const copy = Math.floor(i / PRODUCTS.length);
      const name = copy === 0 ? base.name : `${base.name} ${EDITIONS[Math.floor(random() * EDITIONS.length)]} ${copy}`;
      products.push({ ...base, id: i + 1, name, featured: copy === 0 && base.featured });
      specs[i + 1] = PRODUCT_SPECS[base.id];
    }
    await mkdir(dir, { recursive: true });
    const module = (type, name, value) =>
      `import type { ${type} } from "~/lib/entities";\n\nexport const ${name}: ${value === "products" ? `readonly ${type}[]` : `Readonly<Record<number, readonly ${type}[]>>`} = ${JSON.stringify(value === "products" ? products : specs)};\n`;
    await writeFile(join(dir, "catalogue.server.ts"), module("Product", "PRODUCTS", "products"));
    await writeFile(join(dir, "product-specs.server.ts"), module("ProductSpec", "PRODUCT_SPECS", "specs"));
  } finally {
    await vite.close();
  }
}
