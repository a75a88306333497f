import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { Modal } from "~/components/dialog/Modal";
import { checkoutStepText, orderConfirmedText } from "~/data/checkout";
import { MAIN_ID } from "~/data/ids";
import { useCart } from "~/lib/cart-store";
import type { CheckoutState } from "~/lib/checkout-machine";
import { checkoutStore, useCheckout } from "~/lib/checkout-store";
import { visuallyHidden } from "~/styles/utils.css";
import * as s from "./checkout.css";
import { Confirmation } from "./Confirmation";
import { DetailsStep } from "./DetailsStep";
import { PaymentStep } from "./PaymentStep";

/** What the live region says in a state (the opening step is read as the dialog's description instead). */
function statusText(state: CheckoutState): string {
  if (!state.announce) return "";
  if (state.step === "confirmed") return orderConfirmedText(state.order.orderId);
  return checkoutStepText(state.step === "details" ? "details" : "payment");
}

/**
 * The checkout dialog (opened by Proceed to Checkout, replacing the drawer):
 * Details, then Payment, then Order Confirmed, as lib/checkout-machine says
 * (its state is this tab's checkout store: the steps' forms post to the
 * checkout's action, which dispatches the answers). Once the order is placed
 * the page behind shows its tracking (/track-order?id=<id>); the dialog, rendered
 * by the root-level host, stays open on the confirmation.
 */
export default function CheckoutDialog() {
  const { closeCart, openCart } = useCart();
  const checkout = useCheckout();
  const { dispatch } = checkoutStore;
  const navigate = useNavigate();
  const paying = checkout.step === "paying";
  const placedId = checkout.step === "confirmed" ? checkout.order.orderId : undefined;

  // The URL follows the placed order: the tracking page is behind the confirmation.
  useEffect(() => {
    if (placedId) navigate(`/track-order?id=${encodeURIComponent(placedId)}`);
  }, [placedId, navigate]);

  const close = () => {
    if (paying) return;
    dispatch({ type: "close" });
    closeCart();
  };

  const backToCart = () => {
    if (paying) return;
    dispatch({ type: "backToCart" });
    openCart();
  };

  const confirmed = checkout.step === "confirmed";
  const step = checkout.step === "details" ? "details" : "payment";

  return (
    <Modal
      title={confirmed ? "Order Confirmed" : "Checkout"}
      description={
        confirmed ? undefined : (
          <p className={s.stepText} data-testid="checkout-step">
            {checkoutStepText(step)}
          </p>
        )
      }
      onClose={close}
      locked={paying}
      initialFocus='input[name="name"]'
      // Otherwise focus returns to the opener: the header's cart button (see CartDrawer).
      returnFocus={confirmed ? () => document.getElementById(MAIN_ID) : undefined}
      closeLabel={confirmed ? "Close" : "Close checkout"}
      testId="checkout-dialog"
    >
      <div role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden} data-testid="checkout-status">
        {statusText(checkout)}
      </div>
      {checkout.step === "details" ? <DetailsStep state={checkout} onBackToCart={backToCart} /> : null}
      {checkout.step === "payment" || checkout.step === "paying" ? (
        <PaymentStep state={checkout} onBackToCart={backToCart} />
      ) : null}
      {checkout.step === "confirmed" ? <Confirmation order={checkout.order} onClose={close} /> : null}
    </Modal>
  );
}
