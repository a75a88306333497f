// The catalogue's files as the build writes them. Build time only: it brings zod.
import { RELATED_LIMIT, SHOP_PAGE_SIZE } from "~/data/constants";
import { COMPANION_CATEGORIES, SHOP_FILTERS } from "~/data/products";
import type { PhoneModel } from "~/data/phones";
import { cardBlock, catalogueUrls, type ProductPageData, type ShopPageData } from "./catalogue-urls";
import { indexRow, type IndexFile } from "./catalogue-index";
import { type Category, type Product, type ProductSpec, ProductSchema, ProductSpecSchema } from "./entities";
import { foldText } from "./search-match";
import { DEFAULT_QUERY, productListing, queryProducts, SHOP_SORTS } from "./shop-query";
import { productSlug } from "./slug";
import { z } from "./zod";

const SpecsSchema = z.array(ProductSpecSchema).min(3).max(5);

/** Throws naming the phone: each key the slug of its name, so unique and URL-safe (brand, connector: their types). */
export function validatePhones(phones: readonly PhoneModel[]): void {
  const problems: string[] = [];
  const keys = new Set<string>();
  for (const phone of phones) {
    const label = `Phone "${phone.name}"`;
    if (phone.key !== productSlug(phone.name)) problems.push(`${label}: its key is not ${productSlug(phone.name)}`);
    if (keys.has(phone.key)) problems.push(`${label}: key ${phone.key} is another phone's`);
    keys.add(phone.key);
  }
  if (problems.length > 0) throw new Error(`The phones (app/data/phones) are invalid:\n${problems.join("\n")}`);
}

/** Throws naming the product and the field: ProductSchema, 3-5 specification lines, unique ids and page paths. */
export function validateCatalogue(
  products: readonly unknown[],
  specs: Readonly<Record<number, readonly unknown[]>>,
): Product[] {
  const problems: string[] = [];
  const ids = new Set<number>();
  const slugs = new Set<string>();
  const valid: Product[] = [];
  products.forEach((raw, i) => {
    const name = (raw as { name?: unknown } | null)?.name;
    const label = `Product ${typeof name === "string" ? `"${name}"` : `#${i + 1}`}`;
    const parsed = ProductSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(`${label}: field "${issue.path.join(".") || "(product)"}": ${issue.message}`);
      return;
    }
    const p = parsed.data;
    if (ids.has(p.id)) problems.push(`${label}: field "id": ${p.id} is another product's`);
    const slug = productSlug(p.name);
    if (!slug || slugs.has(slug))
      problems.push(`${label}: field "name": its page path /shop/${slug} is taken or empty`);
    const lines = SpecsSchema.safeParse(specs[p.id]);
    if (!lines.success) problems.push(`${label}: field "specs": ${lines.error.issues[0]?.message ?? "invalid"}`);
    ids.add(p.id);
    slugs.add(slug);
    valid.push(p);
  });
  if (problems.length > 0) throw new Error(`The catalogue (app/data) is invalid:\n${problems.join("\n")}`);
  return valid;
}

// Neighbours in catalogue order the related products are chosen from: linear in the catalogue.
const RELATED_POOL = 24;

const nameWords = (name: string) =>
  new Set(
    foldText(name)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 1),
  );

/** Own category first, then COMPANION_CATEGORIES; within each, most name words in common, then nearest. */
export function relatedByProduct(products: readonly Product[]): Map<number, Product[]> {
  const byCategory = new Map<Category, { product: Product; at: number }[]>();
  products.forEach((product, at) => {
    const list = byCategory.get(product.category) ?? [];
    list.push({ product, at });
    byCategory.set(product.category, list);
  });
  const words = new Map(products.map((p) => [p.id, nameWords(p.name)]));
  const nearest = (category: Category, at: number) => {
    const list = byCategory.get(category) ?? [];
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((list[mid]?.at ?? 0) < at) lo = mid + 1;
      else hi = mid;
    }
    return list.slice(Math.max(0, lo - RELATED_POOL / 2), lo + RELATED_POOL / 2 + 1);
  };
  const related = new Map<number, Product[]>();
  products.forEach((product, at) => {
    const own = words.get(product.id) ?? new Set<string>();
    const shared = (p: Product) => [...(words.get(p.id) ?? [])].filter((w) => own.has(w)).length;
    const chosen: Product[] = [];
    for (const category of [product.category, ...COMPANION_CATEGORIES[product.category]]) {
      if (chosen.length >= RELATED_LIMIT) break;
      const pool = nearest(category, at)
        .filter((c) => c.product.id !== product.id)
        .map((c) => ({ ...c, score: shared(c.product), distance: Math.abs(c.at - at) }))
        .sort((a, b) => b.score - a.score || a.distance - b.distance || a.at - b.at);
      const wanted = category === product.category ? RELATED_LIMIT : Math.min(RELATED_LIMIT, 2);
      for (const c of pool.slice(0, wanted)) if (chosen.length < RELATED_LIMIT) chosen.push(c.product);
    }
    related.set(product.id, chosen);
  });
  return related;
}

/** Every catalogue file by URL path: index, featured, each category's first page per sort, card blocks, products. */
export function catalogueFiles(
  products: readonly Product[],
  specs: Readonly<Record<number, readonly ProductSpec[]>>,
): Map<string, unknown> {
  const files = new Map<string, unknown>();
  const index: IndexFile = { rows: products.map(indexRow) };
  files.set(catalogueUrls.index, index);
  files.set(
    catalogueUrls.featured,
    products.filter((p) => p.featured),
  );
  const listing = productListing(products);
  for (const { id: category } of SHOP_FILTERS)
    for (const sort of SHOP_SORTS) {
      const listed = queryProducts(listing, { ...DEFAULT_QUERY, category, sort });
      const page: ShopPageData = { products: listed.slice(0, SHOP_PAGE_SIZE), total: listed.length };
      files.set(catalogueUrls.shopFirstPage({ category, sort }), page);
    }
  const blocks = new Map<number, Product[]>();
  for (const p of products)
    (blocks.get(cardBlock(p.id)) ?? blocks.set(cardBlock(p.id), []).get(cardBlock(p.id)))?.push(p);
  for (const [block, cards] of blocks) files.set(catalogueUrls.cards(block), cards);
  const related = relatedByProduct(products);
  for (const product of products) {
    const page: ProductPageData = { product, specs: specs[product.id] ?? [], related: related.get(product.id) ?? [] };
    files.set(catalogueUrls.product(productSlug(product.name)), page);
  }
  return files;
}
