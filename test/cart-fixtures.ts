import type { CartItem, CartProduct } from "~/lib/cart";

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
/** Two cases and a cable. */
export const twoLines: CartItem[] = [
  { ...caseP, quantity: 2 },
  { ...cable, quantity: 1 },
];
/** The customer of the orders placed in the orders, order check and tracking tests. */
export const customer = {
  name: "Achieng Otieno",
  phone: "0712345678",
  email: "a@example.com",
  address: "",
  area: "Karen",
};
