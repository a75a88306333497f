import type { CartProduct } from "~/lib/cart";

/** Two cart products shared by the cart rule, cart store and cart storage tests. */
export const caseP: CartProduct = {
  id: 1,
  name: "Clear Case",
  price: 24.99,
  image: "/images/products/a.svg",
  description: "A case",
  category: "iphone",
};
export const cable: CartProduct = {
  id: 11,
  name: "Cable",
  price: 17.99,
  image: "/images/products/b.svg",
  description: "A cable",
  category: "cables",
};
