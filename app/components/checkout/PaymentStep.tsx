import { useEffect, useRef, type Dispatch } from "react";
import { Totals } from "~/components/cart/Totals";
import { RadioGroupField } from "~/components/form/Choices";
import { messagesOf, useActionForm } from "~/components/form/useActionForm";
import { PAYING_LABEL, PAYMENT_PENDING } from "~/data/checkout";
import { PAYMENT_METHOD_HINTS, PAYMENT_METHOD_LABELS } from "~/data/orders";
import { CART_EMPTY } from "~/data/messages";
import { useCartItems } from "~/lib/cart-store";
import type { CheckoutEvent, CheckoutState } from "~/lib/checkout-machine";
import { PAYMENT_METHODS } from "~/lib/entities";
import { firstInvalid } from "~/lib/form-result";
import { formatKsh, totalsFor } from "~/lib/money";
import type { Payment, PaymentInput } from "~/lib/schemas/checkout";
import { PAYMENT_FIELDS, PAYMENT_LIMITS, paymentToast } from "~/lib/schemas/checkout.rules";
import type { clientAction } from "~/routes/actions.checkout";
import { button } from "~/styles/button.css";
import * as s from "./checkout.css";
import { CardPayment, DeliveryPayment, MpesaPayment } from "./PaymentMethods";
import { CHECKOUT_ACTION, ErrorSummary } from "./shared";

interface PaymentStepProps {
  state: Extract<CheckoutState, { step: "payment" | "paying" }>;
  dispatch: Dispatch<CheckoutEvent>;
  onBackToCart: () => void;
}

const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({
  value: m,
  label: PAYMENT_METHOD_LABELS[m],
  hint: PAYMENT_METHOD_HINTS[m],
}));

/**
 * Step 2: payment method and its details, and the pending state while the
 * payment runs ("paying": the form is frozen, a progress notice shows and a
 * second click or Enter does nothing). Submitting posts the "payment" intent;
 * once the action accepts it, the dialog places the order (see CheckoutDialog).
 */
export function PaymentStep({ state, dispatch, onBackToCart }: PaymentStepProps) {
  const paying = state.step === "paying";
  const pendingRef = useRef<HTMLDivElement>(null);
  const items = useCartItems();
  const totals = totalsFor(items);

  const f = useActionForm<PaymentInput, Payment, typeof clientAction>({
    id: "checkout-payment",
    schema: () => import("~/lib/schemas/checkout").then((m) => m.PaymentSchema),
    toast: paymentToast,
    fields: PAYMENT_FIELDS,
    limits: PAYMENT_LIMITS,
    action: CHECKOUT_ACTION,
    defaultValues: { method: "mpesa", mpesaNumber: "", cardNumber: "", cardExpiry: "", cardCvv: "", cardName: "" },
    resetOnSuccess: false,
    shouldFocusError: true,
    send: (form) => {
      const method = f.getValues("method");
      if (paying || !method) return;
      dispatch({ type: "pay", method });
      void f.fetcher.submit(form);
    },
    onSuccess: (data) => {
      if (data.intent === "payment") dispatch({ type: "paymentAccepted", payment: data.payment });
    },
    onFailure: (errors) => {
      // Shown now, focused once the fieldsets are enabled again (a disabled control cannot take focus).
      f.showErrors(errors, { focus: false });
      dispatch({ type: "rejected", errors });
    },
  });
  const { setFocus } = f;
  const errors = state.step === "payment" ? state.errors : undefined;

  // Focus as the machine says, once per transition.
  useEffect(() => {
    const { target } = state.focus;
    if (target === "pending") pendingRef.current?.focus();
    else if (target === "method") setFocus("method");
    else if (target === "firstInvalid") {
      const name = firstInvalid(errors ?? {}, PAYMENT_FIELDS);
      if (name) setFocus(name);
    }
    // Only a new focus request moves focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.focus]);

  const method = f.watch("method");
  const summary = paymentToast(messagesOf(f.formState.errors));
  const payLabel = method === "delivery" ? "Place Order" : `Pay ${formatKsh(totals.totalCents)}`;
  // Emptied meanwhile (another tab): nothing to pay for. While paying, the placed order empties it on purpose.
  const emptied = items.length === 0 && !paying;
  const unavailable = paying || emptied;
  const { details } = state;

  return (
    <f.fetcher.Form
      {...f.formProps}
      onSubmit={(event) => {
        if (unavailable) event.preventDefault();
        else f.formProps.onSubmit(event);
      }}
      aria-busy={paying || undefined}
      className={s.form}
      aria-label="Payment"
    >
      <input type="hidden" name="intent" value="payment" />
      <input type="hidden" name="checkoutKey" value={state.key} />
      <input type="hidden" name="name" value={details.name} />
      <input type="hidden" name="email" value={details.email} />
      <input type="hidden" name="phone" value={details.phone} />
      <input type="hidden" name="address" value={details.address} />
      <input type="hidden" name="area" value={details.area} />

      <ErrorSummary toast={summary} />
      {emptied ? (
        <p className={s.note} role="status">
          {CART_EMPTY}. Go back to the cart to add something first.
        </p>
      ) : null}

      <div className={s.summaryBox} aria-label="Order summary" role="group">
        <Totals totals={totals} testIdPrefix="checkout" />
      </div>

      <RadioGroupField
        id={f.fieldId("method")}
        label="Payment method"
        required
        options={METHOD_OPTIONS}
        input={f.register("method")}
        error={f.formState.errors.method?.message}
        disabled={paying}
        fieldClassName={s.methods}
      />

      <fieldset className={s.methods} disabled={paying}>
        <legend className={s.legend}>{PAYMENT_METHOD_LABELS[method ?? "mpesa"]} details</legend>
        {method === "mpesa" || !method ? <MpesaPayment field={f.field} /> : null}
        {method === "card" ? <CardPayment field={f.field} /> : null}
        {method === "delivery" ? <DeliveryPayment /> : null}
      </fieldset>

      {paying ? (
        <div ref={pendingRef} tabIndex={-1} className={s.pending} role="status" data-testid="payment-pending">
          <p className={s.stepText}>{PAYMENT_PENDING[state.method]}</p>
          <progress className={s.progress} aria-label="Payment in progress" />
        </div>
      ) : null}

      <div className={s.actions}>
        <div className={s.actionsStart}>
          <button
            type="button"
            className={button.secondary}
            onClick={() => dispatch({ type: "back" })}
            aria-disabled={paying || undefined}
          >
            Back
          </button>
          <button type="button" className={button.ghost} onClick={onBackToCart} aria-disabled={paying || undefined}>
            Back to Cart
          </button>
        </div>
        <button
          className={button.primary}
          {...f.submitProps}
          aria-disabled={unavailable || undefined}
          data-testid="pay-button"
        >
          {paying ? <span className={s.spinner} aria-hidden="true" /> : null}
          {paying ? PAYING_LABEL : payLabel}
        </button>
      </div>
    </f.fetcher.Form>
  );
}
