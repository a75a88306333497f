// The previous site's envelope {"state":{"items":[...]},"version":0}, checked by hand: zod would join the shell.
import { CART_STORAGE_KEY } from "~/data/constants";
import type { CartItem } from "../cart";
import { isRecord, keptValue, readList } from "./storage";

/** Unknown fields left out; kept when its price is finite and >= 0 and its quantity at least 1 (fractions floored). */
function readItem(value: unknown): CartItem | undefined {
  if (!isRecord(value)) return undefined;
  const { id, name, price, image, description, category, quantity } = value;
  if (typeof id !== "number" || typeof price !== "number" || typeof quantity !== "number") return undefined;
  if (typeof name !== "string" || typeof image !== "string") return undefined;
  if (typeof description !== "string" || typeof category !== "string") return undefined;
  const whole = Math.floor(quantity);
  if (!Number.isFinite(price) || price < 0 || !Number.isFinite(whole) || whole < 1) return undefined;
  return { id, name, price, image, description, category, quantity: whole };
}

export const cartKept = keptValue<readonly CartItem[]>(CART_STORAGE_KEY, "items", (stored) =>
  readList(stored, readItem, (item) => item.id),
);
