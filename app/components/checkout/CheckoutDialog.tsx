import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, type Dispatch } from "react";
import { useResultOnce } from "~/components/form/action-result";
import { Modal } from "~/components/dialog/Modal";
import { cartLines } from "~/lib/cart";
import { checkoutStepText, orderConfirmedText } from "~/data/checkout";
import { useCart, useCartItems } from "~/lib/cart-store";
import { placeOrderFields, type CheckoutEvent, type CheckoutState } from "~/lib/checkout-machine";
import { toastError } from "~/lib/toast";
import type { clientAction } from "~/routes/actions.checkout";
import { visuallyHidden } from "~/styles/utils.css";
import * as s from "./checkout.css";
import { Confirmation } from "./Confirmation";
import { DetailsStep } from "./DetailsStep";
import { PaymentStep } from "./PaymentStep";
import { CHECKOUT_ACTION } from "./shared";

/** What the live region says in a state (the opening step is read as the dialog's description instead). */
function statusText(state: CheckoutState): string {
  if (!state.announce) return "";
  if (state.step === "confirmed") return orderConfirmedText(state.order.orderId);
  return checkoutStepText(state.step === "details" ? "details" : "payment");
}

interface CheckoutDialogProps {
  checkout: CheckoutState;
  dispatch: Dispatch<CheckoutEvent>;
}

/**
 * The checkout dialog (opened by Proceed to Checkout, replacing the drawer):
 * Details, then Payment, then Order Confirmed, as lib/checkout-machine says.
 * This component runs the machine's side effects: placing the order once the
 * payment is validated, navigating to /track-order?id=<id> when it is placed
 * (the dialog, rendered by the root-level host, stays open on the
 * confirmation; closing it leaves the tracking result on screen), and
 * switching between the dialog and the drawer.
 */
export default function CheckoutDialog({ checkout, dispatch }: CheckoutDialogProps) {
  const { closeCart, openCart } = useCart();
  const items = useCartItems();
  const navigate = useNavigate();
  const place = useFetcher<typeof clientAction>();
  const paying = checkout.step === "paying";
  const validatedPayment = checkout.step === "paying" ? checkout.payment : undefined;

  // The payment details were accepted: place the order (the action waits the simulated payment).
  useEffect(() => {
    if (checkout.step !== "paying" || !validatedPayment) return;
    // The tab's cart goes with the order: with storage unavailable it exists nowhere else.
    const fields = placeOrderFields(checkout, validatedPayment, cartLines(items));
    void place.submit(fields, { method: "post", action: CHECKOUT_ACTION });
    // Once per accepted payment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [validatedPayment]);

  useResultOnce(place.data, (result) => {
    if (!result.ok) {
      if (result.toast) void toastError(result.toast);
      dispatch({ type: "rejected", errors: result.errors });
    } else if (result.data.intent === "place") {
      const { order } = result.data;
      dispatch({ type: "placed", order });
      navigate(`/track-order?id=${encodeURIComponent(order.orderId)}`);
    }
  });

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
      returnFocus={confirmed ? () => document.getElementById("main") : undefined}
      closeLabel={confirmed ? "Close" : "Close checkout"}
      testId="checkout-dialog"
    >
      <div role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden} data-testid="checkout-status">
        {statusText(checkout)}
      </div>
      {checkout.step === "details" ? (
        <DetailsStep state={checkout} dispatch={dispatch} onBackToCart={backToCart} />
      ) : null}
      {checkout.step === "payment" || checkout.step === "paying" ? (
        <PaymentStep state={checkout} dispatch={dispatch} onBackToCart={backToCart} />
      ) : null}
      {checkout.step === "confirmed" ? <Confirmation order={checkout.order} onClose={close} /> : null}
    </Modal>
  );
}
