import { lazy, Suspense } from "react";
import { useCheckout } from "~/components/checkout/use-checkout";
import { useCartPanel } from "~/lib/cart-store";
import CartDrawer from "./CartDrawer";

const loadCheckout = () => import("~/components/checkout/CheckoutDialog");
const CheckoutDialog = lazy(loadCheckout);
/** Warms the checkout's chunk (react-hook-form, zod, the forms) as the drawer opens (the header's cart button). */
export const preloadCheckout = () => void loadCheckout();

/**
 * The drawer or the checkout dialog that replaces it. Loaded as one chunk by
 * CartDrawerHost on first open, so the root's first paint refers to a single
 * lazy module; the checkout is a chunk of its own that the drawer warms while
 * it is open. The checkout's state lives here (use-checkout), so the details
 * typed so far survive Back to Cart and closing the dialog.
 */
export default function CartPanels() {
  const panel = useCartPanel();
  const checkout = useCheckout();
  if (panel === "closed") return null;
  return panel === "cart" ? (
    <CartDrawer />
  ) : (
    <Suspense fallback={null}>
      <CheckoutDialog checkout={checkout} />
    </Suspense>
  );
}
