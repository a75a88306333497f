/** The shape the previous site stored (price in US dollars), so saved carts survive the switch. */
export interface CartItem {
  id: number;
  name: string;
  price: number;
  image: string;
  description: string;
  category: string;
  quantity: number;
}

export type CartProduct = Omit<CartItem, "quantity">;

export function addItem(items: readonly CartItem[], product: CartProduct): CartItem[] {
  if (items.some((i) => i.id === product.id)) {
    return items.map((i) => (i.id === product.id ? { ...i, quantity: i.quantity + 1 } : i));
  }
  const { id, name, price, image, description, category } = product;
  return [...items, { id, name, price, image, description, category, quantity: 1 }];
}

/** A quantity of 0 or less removes the item. */
export function setQuantity(items: readonly CartItem[], id: number, quantity: number): CartItem[] {
  const q = Math.floor(quantity);
  if (!Number.isFinite(q) || q <= 0) return removeItem(items, id);
  return items.map((i) => (i.id === id ? { ...i, quantity: q } : i));
}

export function removeItem(items: readonly CartItem[], id: number): CartItem[] {
  return items.filter((i) => i.id !== id);
}

/** Units, not lines. */
export function countItems(items: readonly { quantity: number }[]): number {
  return items.reduce((n, i) => n + i.quantity, 0);
}

/** What the checkout posts: names and prices never are. */
type CartLine = Pick<CartItem, "id" | "quantity">;

export function cartLines(items: readonly CartItem[]): CartLine[] {
  return items.map(({ id, quantity }) => ({ id, quantity }));
}

/** Name and price from the catalogue, never the request; undefined when a line names an unknown product. */
export function itemsFromLines(lines: readonly CartLine[], catalogue: readonly CartProduct[]): CartItem[] | undefined {
  const items: CartItem[] = [];
  for (const { id, quantity } of lines) {
    const product = catalogue.find((p) => p.id === id);
    if (!product) return undefined;
    const { name, price, image, description, category } = product;
    items.push({ id, name, price, image, description, category, quantity });
  }
  return items;
}
