import { PrefetchPageLinks, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Modal } from "~/components/dialog/Modal";
import { checkoutStepText, orderConfirmedText } from "~/data/checkout";
import { MAIN_ID } from "~/data/ids";
import { cartLines } from "~/lib/cart";
import { useCart, useCartItems } from "~/lib/stores/cart-store";
import type { FocusTarget } from "~/lib/checkout-machine";
import { totalsFor } from "~/lib/money";
import { visuallyHidden } from "~/styles/utils.css";
import * as s from "./checkout.css";
import { Confirmation } from "./Confirmation";
import { DetailsStep } from "./DetailsStep";
import { PaybillPanel } from "./PaybillPanel";
import { PaymentStep } from "./PaymentStep";
import { StkPanel } from "./StkPanel";
import { CHECKOUT_ACTION, type Checkout } from "./use-checkout";

/** Where a focus request lands, unless on its `data-focus` element; the first invalid field is react-hook-form's to
 * focus (its `errors` option), and no element is marked for it. */
const FOCUS: Partial<Record<FocusTarget, string>> = {
  name: 'input[name="name"]',
  method: 'input[name="method"]:checked',
};

export default function CheckoutDialog({ checkout }: { checkout: Checkout }) {
  const { closeCart, openCart } = useCart();
  const items = useCartItems();
  const { state, dispatch, busy } = checkout;
  const navigate = useNavigate();
  const body = useRef<HTMLDivElement>(null);
  const placedId = state.step === "confirmed" ? state.order.orderId : undefined;
  const locked = busy && state.step !== "details" && state.step !== "confirmed";

  // The tracking page is behind the confirmation.
  useEffect(() => {
    if (placedId) navigate(`/track-order?id=${encodeURIComponent(placedId)}`);
  }, [placedId, navigate]);

  // Each transition's focus request, applied once (a fresh object per request).
  const { focus } = state;
  useEffect(() => {
    const selector = FOCUS[focus.target] ?? `[data-focus="${focus.target}"]`;
    body.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [focus]);

  // Never while a payment is awaited.
  const leave = (type: "close" | "backToCart") => {
    if (locked) return;
    dispatch({ type });
    (type === "close" ? closeCart : openCart)();
  };
  const close = () => leave("close");

  // The tab's cart is posted: with storage unavailable it exists nowhere else.
  const props = {
    checkout,
    lines: JSON.stringify(cartLines(items)),
    amountCents: totalsFor(items).totalCents,
    onBackToCart: () => leave("backToCart"),
  };
  const confirmed = state.step === "confirmed";
  const step = state.step === "details" ? "details" : "payment";

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
      locked={locked}
      initialFocus='input[name="name"]'
      // Otherwise focus returns to the opener: the header's cart button (see CartDrawer).
      returnFocus={confirmed ? () => document.getElementById(MAIN_ID) : undefined}
      closeLabel={confirmed ? "Close" : "Close checkout"}
      testId="checkout-dialog"
    >
      <PrefetchPageLinks page={CHECKOUT_ACTION} />
      <div ref={body} className={s.body}>
        <div
          role="status"
          aria-live="polite"
          aria-atomic="true"
          className={visuallyHidden}
          data-testid="checkout-status"
        >
          {/* Not on opening: the opening step is read as the dialog's description. */}
          {state.announce ? (placedId ? orderConfirmedText(placedId) : checkoutStepText(step)) : ""}
        </div>
        {state.step === "details" ? <DetailsStep state={state} {...props} /> : null}
        {state.step === "payment" || state.step === "paying" ? <PaymentStep state={state} {...props} /> : null}
        {state.step === "stk" ? <StkPanel state={state} {...props} /> : null}
        {state.step === "paybill" ? <PaybillPanel state={state} {...props} /> : null}
        {state.step === "confirmed" ? <Confirmation order={state.order} onClose={close} /> : null}
      </div>
    </Modal>
  );
}
