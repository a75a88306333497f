import { lazy, Suspense, useEffect } from "react";
import { useCheckout } from "~/components/checkout/use-checkout";
import { useCart, useCartPanel } from "~/lib/cart-store";
import { CART_FRAME_ID } from "~/data/ids";
import CartDrawer from "./CartDrawer";

const loadCheckout = () => import("~/components/checkout/CheckoutDialog");
const CheckoutDialog = lazy(loadCheckout);
/** Warms the checkout's chunk (react-hook-form, zod, the forms) as the drawer opens (the header's cart button). */
export const preloadCheckout = () => void loadCheckout();

/**
 * The drawer's code has arrived: its frame steps aside for good (after the drawer's own dialog has
 * opened, in the same flush). Already closed, the visitor closed it while the code loaded: the cart
 * closes too.
 */
function useFrameHandover(onDismissed: () => void) {
  useEffect(() => {
    const frame = document.getElementById(CART_FRAME_ID) as HTMLDialogElement | null;
    if (!frame) return;
    frame.setAttribute("data-ready", "");
    if (frame.open) frame.close();
    else onDismissed();
  }, [onDismissed]);
}

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
  useFrameHandover(useCart().closeCart);
  if (panel === "closed") return null;
  return panel === "cart" ? (
    <CartDrawer />
  ) : (
    <Suspense fallback={null}>
      <CheckoutDialog checkout={checkout} />
    </Suspense>
  );
}
