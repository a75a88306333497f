import { lazy, Suspense } from "react";
import { useCartOpen } from "~/lib/cart-store";

const CartDrawer = lazy(() => import("./CartDrawer"));

/** The drawer's code loads on first open (or when the cart button is hovered/focused). */
export function CartDrawerHost() {
  const open = useCartOpen();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  );
}
