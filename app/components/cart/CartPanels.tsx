import { lazy, Suspense, useEffect } from "react";
import { PartBoundary } from "~/components/layout/PartBoundary";
import { useCheckout } from "~/components/checkout/use-checkout";
import { useCart, useCartPanel } from "~/lib/stores/cart-store";
import { cartPress, takeOverFrame } from "~/components/dialog/frames";
import { Modal } from "~/components/dialog/Modal";
import { CHECKOUT_LOADING } from "~/data/checkout";
import { loadOrMove, moves, warm } from "~/lib/browser/update";
import CartDrawer from "./CartDrawer";

const loadCheckout = () => import("~/components/checkout/CheckoutDialog");
// Its file gone (a deploy): the new version presses the cart button again and opens the checkout (below).
const CheckoutDialog = lazy(() => loadOrMove(loadCheckout, { press: cartPress, checkout: true }));
/** Warms the checkout's chunk (react-hook-form, zod, the forms) once the drawer is open. */
const preloadCheckout = () => warm(loadCheckout);

/** The drawer or the checkout dialog that replaces it; the checkout's state lives here (see use-checkout). */
export default function CartPanels() {
  const panel = useCartPanel();
  const checkout = useCheckout();
  const { closeCart, openCheckout } = useCart();
  // The drawer's code is here: its frame steps aside (after the drawer has opened, in the same flush), or, closed
  // by the visitor meanwhile, the cart closes too.
  // Then the checkout's chunk loads behind it, so its button answers at once; a file gone meanwhile (a deploy) is
  // left to that button, as the frame is closed.
  useEffect(() => {
    if (!takeOverFrame("cart")) closeCart();
    else preloadCheckout();
  }, [closeCart]);
  // Arrived by a move to the new version from the checkout (lib/browser/update): it opens again.
  useEffect(() => {
    const api = moves();
    const intent = api?.intent;
    if (api) api.intent = undefined;
    if (intent && "checkout" in intent) openCheckout();
  }, [openCheckout]);
  if (panel === "closed") return null;
  return panel === "cart" ? (
    <CartDrawer />
  ) : (
    // The drawer warms the checkout's code as it opens; a quick tap on a slow line still gets a dialog at once.
    <PartBoundary
      wrap={(message) => (
        <Modal title="Checkout" onClose={closeCart}>
          {message}
        </Modal>
      )}
    >
      <Suspense
        fallback={
          <Modal title="Checkout" onClose={closeCart} testId="checkout-loading">
            <p role="status">{CHECKOUT_LOADING}</p>
          </Modal>
        }
      >
        <CheckoutDialog checkout={checkout} />
      </Suspense>
    </PartBoundary>
  );
}
