// The previous site's envelope {"state":{"items":[...]},"version":0}, checked by hand: zod would join the shell.
import { CART_STORAGE_KEY } from "~/data/constants";
import type { CartItem } from "../cart";
import { isRecord, readState, readStorage, stateJson, writeStorage } from "./storage";

/** Unknown fields left out. */
function readItem(value: unknown): CartItem | undefined {
  if (!isRecord(value)) return undefined;
  const { id, name, price, image, description, category, quantity } = value;
  if (typeof id !== "number" || typeof price !== "number" || typeof quantity !== "number") return undefined;
  if (typeof name !== "string" || typeof image !== "string") return undefined;
  if (typeof description !== "string" || typeof category !== "string") return undefined;
  return { id, name, price, image, description, category, quantity };
}

/** Kept when its price is finite and >= 0 and its quantity at least 1 (fractions floored). */
function normaliseItem(item: CartItem): CartItem | undefined {
  const quantity = Math.floor(item.quantity);
  if (!Number.isFinite(item.price) || item.price < 0 || !Number.isFinite(quantity) || quantity < 1) return undefined;
  return quantity === item.quantity ? item : { ...item, quantity };
}

export function parseCart(raw: string | null): CartItem[] {
  const stored = readState(raw, "items");
  if (!Array.isArray(stored)) return [];
  const items: CartItem[] = [];
  const seen = new Set<number>();
  for (const candidate of stored as unknown[]) {
    const read = readItem(candidate);
    const item = read ? normaliseItem(read) : undefined;
    if (item && !seen.has(item.id)) {
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

export function serializeCart(items: readonly CartItem[]): string {
  return stateJson({ items });
}

export function loadCart(): CartItem[] {
  return parseCart(readStorage(CART_STORAGE_KEY));
}

export function saveCart(items: readonly CartItem[]): boolean {
  return writeStorage(CART_STORAGE_KEY, serializeCart(items));
}
