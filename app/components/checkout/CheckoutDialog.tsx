import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { cartButton } from "~/components/cart/CartDrawer";
import { Modal } from "~/components/dialog/Modal";
import { useCart } from "~/lib/cart-store";
import type { Order } from "~/lib/entities";
import type { FieldErrors } from "~/lib/form-result";
import type { Details, DetailsInput } from "~/lib/schemas/checkout";
import type { ToastMessage } from "~/lib/entities";
import { toastError, toastSuccess } from "~/lib/toast";
import { visuallyHidden } from "~/styles/utils.css";
import * as s from "./checkout.css";
import { Confirmation } from "./Confirmation";
import { DetailsStep } from "./DetailsStep";
import { PaymentStep } from "./PaymentStep";

type Step = "details" | "payment" | "confirmed";

const STEP_LABELS = { details: "Details", payment: "Payment" } as const;

export function stepText(step: Exclude<Step, "confirmed">): string {
  return `Step ${step === "details" ? 1 : 2} of 2: ${STEP_LABELS[step]}`;
}

/** Details typed in this tab, kept when the customer goes back to the cart and returns. */
let draft: Partial<DetailsInput> = {};

const newCheckoutId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The checkout dialog (opened by Proceed to Checkout, replacing the drawer):
 * Details, then Payment, then Order Confirmed. The current step is shown in
 * the dialog's description and announced from a live region inside the
 * dialog. On a placed order the browser goes to /track-order?id=<id> while
 * this dialog, rendered by the root-level host, stays open on the
 * confirmation; closing it leaves the tracking result on screen.
 */
export default function CheckoutDialog() {
  const { closeCart, openCart } = useCart();
  const navigate = useNavigate();
  const [checkoutId] = useState(newCheckoutId);
  const [step, setStep] = useState<Step>("details");
  const [details, setDetails] = useState<Details | null>(null);
  const [detailErrors, setDetailErrors] = useState<FieldErrors | undefined>();
  const [order, setOrder] = useState<Order | null>(null);
  const [paying, setPaying] = useState(false);
  const [status, setStatus] = useState("");
  const placed = useRef(false);
  const firstRender = useRef(true);

  useEffect(() => {
    // The opening step is read with the dialog (its description); later steps are announced.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (step !== "confirmed") setStatus(stepText(step));
  }, [step]);

  const onError = (toast: ToastMessage | undefined) => {
    if (toast) void toastError(toast);
  };

  const onDetailsDone = (next: Details) => {
    draft = next;
    setDetails(next);
    setDetailErrors(undefined);
    setStep("payment");
  };

  const onPlaced = (next: Order) => {
    placed.current = true;
    draft = {};
    setOrder(next);
    setPaying(false);
    setStep("confirmed");
    setStatus(`Order confirmed. Order number ${next.orderId}.`);
    navigate(`/track-order?id=${encodeURIComponent(next.orderId)}`);
  };

  const close = () => {
    if (!paying) closeCart();
  };

  return (
    <Modal
      title={step === "confirmed" ? "Order Confirmed" : "Checkout"}
      description={
        step === "confirmed" ? undefined : (
          <p className={s.stepText} data-testid="checkout-step">
            {stepText(step)}
          </p>
        )
      }
      onClose={close}
      locked={paying}
      initialFocus='input[name="name"]'
      returnFocus={() => (placed.current ? document.getElementById("main") : cartButton())}
      closeLabel={step === "confirmed" ? "Close" : "Close checkout"}
      testId="checkout-dialog"
    >
      <div role="status" aria-live="polite" aria-atomic="true" className={visuallyHidden} data-testid="checkout-status">
        {status}
      </div>
      {step === "details" ? (
        <DetailsStep
          checkoutId={checkoutId}
          defaults={draft}
          initialErrors={detailErrors}
          onDone={onDetailsDone}
          onBackToCart={openCart}
          onError={onError}
          onDraft={(values) => {
            if (!placed.current) draft = values;
          }}
        />
      ) : null}
      {step === "payment" && details ? (
        <PaymentStep
          checkoutId={checkoutId}
          details={details}
          onBack={() => setStep("details")}
          onBackToCart={openCart}
          onPaying={setPaying}
          onPlaced={onPlaced}
          onError={onError}
          onSuccessToast={(toast) => void toastSuccess(toast)}
          onDetailsInvalid={(errors) => {
            setDetailErrors(errors);
            setStep("details");
          }}
        />
      ) : null}
      {step === "confirmed" && order ? <Confirmation order={order} onClose={closeCart} /> : null}
    </Modal>
  );
}
