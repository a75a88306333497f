/** The receipt's labels, loaded with the receipt (on "Print or save receipt" and on the confirmation). */
import { BRAND } from "./brand";

export const RECEIPT = {
  title: "Receipt",
  orderId: "Order ID",
  date: "Date",
  item: "Item",
  quantity: "Quantity",
  unitPrice: "Unit price",
  amount: "Amount",
  subtotal: "Subtotal",
  shipping: "Shipping",
  free: "Free",
  tax: (percent: number) => `Tax (${percent}%)`,
  total: "Total",
  payment: "Payment",
  customer: "Customer",
  deliveryArea: "Delivery area",
  thanks: `Asante for shopping with ${BRAND.name}.`,
} as const;
