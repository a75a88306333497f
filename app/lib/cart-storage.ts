// Named imports only: the build isolates zod/mini to exactly these (vite.config.ts).
import { array, number, object, string, unknown } from "zod/mini";
import type { CartItem } from "./cart";
import { parseJson, readStorage, writeStorage } from "./storage";

/**
 * `cart-storage` keeps the envelope the previous site's store library wrote:
 * {"state":{"items":[...]},"version":0}. Reads are validated (zod/mini, small
 * enough for first paint): anything missing, corrupted or foreign yields an
 * empty cart; individually broken items are dropped, valid ones kept.
 */
export { CART_STORAGE_KEY } from "~/data/constants";
import { CART_STORAGE_KEY } from "~/data/constants";

// Shape only: numeric rules are applied by normaliseItem below, which keeps
// zod/mini's check machinery (about 1.2 KB gzipped) off the first paint.
const ItemSchema = object({
  id: number(),
  name: string(),
  price: number(),
  image: string(),
  description: string(),
  category: string(),
  quantity: number(),
});

/** A stored item is kept when its price is a finite amount >= 0 and its quantity is at least 1 (fractions floored). */
function normaliseItem(item: CartItem): CartItem | undefined {
  const quantity = Math.floor(item.quantity);
  if (!Number.isFinite(item.price) || item.price < 0 || !Number.isFinite(quantity) || quantity < 1) return undefined;
  return quantity === item.quantity ? item : { ...item, quantity };
}

const EnvelopeSchema = object({
  state: object({ items: array(unknown()) }),
});

export function parseCart(raw: string | null): CartItem[] {
  const envelope = EnvelopeSchema.safeParse(parseJson(raw));
  if (!envelope.success) return [];
  const items: CartItem[] = [];
  const seen = new Set<number>();
  for (const candidate of envelope.data.state.items) {
    const parsed = ItemSchema.safeParse(candidate);
    const item = parsed.success ? normaliseItem(parsed.data) : undefined;
    if (item && !seen.has(item.id)) {
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

export function serializeCart(items: readonly CartItem[]): string {
  return JSON.stringify({ state: { items }, version: 0 });
}

export function loadCart(): CartItem[] {
  return parseCart(readStorage(CART_STORAGE_KEY));
}

export function saveCart(items: readonly CartItem[]): boolean {
  return writeStorage(CART_STORAGE_KEY, serializeCart(items));
}
