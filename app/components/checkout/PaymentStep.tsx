import { zodResolver } from "@hookform/resolvers/zod";
import { useFetcher } from "@remix-run/react";
import { useEffect, useMemo } from "react";
import { useForm } from "react-hook-form";
import { Totals } from "~/components/cart/Totals";
import { RadioGroupField } from "~/components/form/Choices";
import { formErrors, messagesOf, useFormProps } from "~/components/form/fetcher-form";
import { PAYING_LABEL, PAYMENT_PENDING } from "~/data/checkout";
import { PAYMENT_METHOD_HINTS, PAYMENT_METHOD_LABELS } from "~/data/orders";
import { CART_EMPTY } from "~/data/messages";
import { cartLines } from "~/lib/cart";
import { useCartItems } from "~/lib/cart-store";
import type { CheckoutState } from "~/lib/checkout-machine";
import { checkoutStore } from "~/lib/checkout-store";
import { PAYMENT_METHODS } from "~/lib/entities";
import { formatKsh, totalsFor } from "~/lib/money";
import { PAYMENT_LIMITS, PaymentSchema, paymentToast, type Payment, type PaymentInput } from "~/lib/schemas/checkout";
import { toastError } from "~/lib/toast";
import type { clientAction } from "~/routes/actions.checkout";
import { button } from "~/styles/button.css";
import * as s from "./checkout.css";
import { CardPayment, DeliveryPayment, MpesaPayment } from "./PaymentMethods";
import { CHECKOUT_ACTION, ErrorSummary } from "./shared";

interface PaymentStepProps {
  state: Extract<CheckoutState, { step: "payment" | "paying" }>;
  onBackToCart: () => void;
}

const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({
  value: m,
  label: PAYMENT_METHOD_LABELS[m],
  hint: PAYMENT_METHOD_HINTS[m],
}));

const resolver = zodResolver(PaymentSchema);

/** The pending notice takes focus as it appears. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/**
 * Step 2: payment method and its details. A valid form moves the checkout to
 * "paying" (the form is frozen, a progress notice shows and a second click or
 * Enter does nothing) and posts the "place" intent with the details, the key
 * and the tab's cart lines: the action validates everything again, waits the
 * simulated payment and places the order, or sends its errors back here.
 */
export function PaymentStep({ state, onBackToCart }: PaymentStepProps) {
  const paying = state.step === "paying";
  const items = useCartItems();
  const totals = totalsFor(items);
  const fetcher = useFetcher<typeof clientAction>();
  const errors = state.step === "payment" ? state.errors : undefined;

  const form = useForm<PaymentInput, unknown, Payment>({
    resolver,
    defaultValues: { method: "mpesa", mpesaNumber: "", cardNumber: "", cardExpiry: "", cardCvv: "", cardName: "" },
    errors: useMemo(() => formErrors<PaymentInput>(errors), [errors]),
  });
  // Emptied meanwhile (another tab): nothing to pay for. While paying, the placed order empties it on purpose.
  const emptied = items.length === 0 && !paying;
  const { field, formProps, submitProps } = useFormProps(form, {
    id: "checkout-payment",
    limits: PAYMENT_LIMITS,
    busy: paying,
    send: (element) => {
      const method = form.getValues("method");
      if (!method || emptied) return;
      // The hidden lines are read before the dispatch re-renders the form.
      const data = new FormData(element);
      checkoutStore.dispatch({ type: "pay", method });
      fetcher.submit(data, { method: "post", action: CHECKOUT_ACTION });
    },
    onInvalid: (messages) => {
      const toast = paymentToast(messages);
      if (toast) toastError(toast);
    },
  });

  // Focus on the method when the machine asks (the step entered); its errors focus themselves.
  const { setFocus } = form;
  const { focus } = state;
  useEffect(() => {
    if (focus.target === "method") setFocus("method");
  }, [focus, setFocus]);

  const method = form.watch("method");
  const summary = paymentToast(messagesOf(form.formState.errors));
  const payLabel = method === "delivery" ? "Place Order" : `Pay ${formatKsh(totals.totalCents)}`;
  const { details } = state;

  return (
    <fetcher.Form {...formProps} action={CHECKOUT_ACTION} className={s.form} aria-label="Payment">
      <input type="hidden" name="intent" value="place" />
      <input type="hidden" name="checkoutKey" value={state.key} />
      <input type="hidden" name="name" value={details.name} />
      <input type="hidden" name="email" value={details.email} />
      <input type="hidden" name="phone" value={details.phone} />
      <input type="hidden" name="address" value={details.address} />
      <input type="hidden" name="area" value={details.area} />
      {/* The tab's cart goes with the order: with storage unavailable it exists nowhere else. */}
      <input type="hidden" name="lines" value={JSON.stringify(cartLines(items))} />

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
        id="checkout-payment-method"
        label="Payment method"
        required
        options={METHOD_OPTIONS}
        input={form.register("method")}
        error={form.formState.errors.method?.message}
        disabled={paying}
        fieldClassName={s.methods}
      />

      <fieldset className={s.methods} disabled={paying}>
        <legend className={s.legend}>{PAYMENT_METHOD_LABELS[method ?? "mpesa"]} details</legend>
        {method === "mpesa" || !method ? <MpesaPayment field={field} /> : null}
        {method === "card" ? <CardPayment field={field} /> : null}
        {method === "delivery" ? <DeliveryPayment /> : null}
      </fieldset>

      {paying ? (
        <div ref={focusOnMount} tabIndex={-1} className={s.pending} role="status" data-testid="payment-pending">
          <p className={s.stepText}>{PAYMENT_PENDING[state.method]}</p>
          <progress className={s.progress} aria-label="Payment in progress" />
        </div>
      ) : null}

      <div className={s.actions}>
        <div className={s.actionsStart}>
          <button
            type="button"
            className={button.secondary}
            onClick={() => checkoutStore.dispatch({ type: "back" })}
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
          {...submitProps}
          aria-disabled={paying || emptied || undefined}
          data-testid="pay-button"
        >
          {paying ? <span className={s.spinner} aria-hidden="true" /> : null}
          {paying ? PAYING_LABEL : payLabel}
        </button>
      </div>
    </fetcher.Form>
  );
}
