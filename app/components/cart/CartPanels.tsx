import { lazy, Suspense } from "react";
import { useCartPanel } from "~/lib/cart-store";
import CartDrawer from "./CartDrawer";

const CheckoutDialog = lazy(() => import("~/components/checkout/CheckoutDialog"));

/**
 * The drawer or the checkout dialog that replaces it. Loaded as one chunk by
 * CartDrawerHost on first open, so the root's first paint refers to a single
 * lazy module; the checkout (react-hook-form, zod, the forms) is a chunk of
 * its own that the drawer warms while it is open.
 */
export default function CartPanels() {
  const panel = useCartPanel();
  if (panel === "closed") return null;
  return panel === "cart" ? (
    <CartDrawer />
  ) : (
    <Suspense fallback={null}>
      <CheckoutDialog />
    </Suspense>
  );
}
