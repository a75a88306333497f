import { lazy, Suspense } from "react";
import { useCartPanel } from "~/lib/cart-store";

const CartDrawer = lazy(() => import("./CartDrawer"));
const CheckoutDialog = lazy(() => import("~/components/checkout/CheckoutDialog"));

/**
 * Root-level host of the cart drawer and the checkout dialog that replaces
 * it. Both load on first open (the header warms the drawer on hover/focus,
 * the drawer warms the checkout), so none of their code, react-hook-form and
 * zod included, is part of the first paint. Living at the root, the checkout
 * survives its own navigation to /track-order.
 */
export function CartDrawerHost() {
  const panel = useCartPanel();
  if (panel === "closed") return null;
  return <Suspense fallback={null}>{panel === "cart" ? <CartDrawer /> : <CheckoutDialog />}</Suspense>;
}
