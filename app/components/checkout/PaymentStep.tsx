import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef, useState } from "react";
import { Totals } from "~/components/cart/Totals";
import { InputField } from "~/components/form/Field";
import { messagesOf, useActionForm } from "~/components/form/useActionForm";
import { PAYMENT_METHOD_LABELS } from "~/data/content";
import { CART_EMPTY, PAY_ON_DELIVERY_NOTE } from "~/data/messages";
import { useCartItems } from "~/lib/cart-store";
import { PAYMENT_METHODS, type Order } from "~/lib/entities";
import type { FieldErrors } from "~/lib/form-result";
import { formatKsh, totalsFor } from "~/lib/money";
import { normaliseMpesaAsTyped } from "~/lib/mpesa";
import {
  checkoutToast,
  DETAILS_FIELDS,
  PAYMENT_FIELDS,
  PaymentSchema,
  type Details,
  type Payment,
  type PaymentInput,
} from "~/lib/schemas/checkout";
import type { ToastMessage } from "~/lib/entities";
import type { CheckoutData } from "~/routes/actions.checkout";
import { button } from "~/styles/button.css";
import * as s from "./checkout.css";
import { CHECKOUT_ACTION, ErrorSummary } from "./shared";

interface PaymentStepProps {
  checkoutId: string;
  details: Details;
  onBack: () => void;
  onBackToCart: () => void;
  onPaying: (paying: boolean) => void;
  onPlaced: (order: Order) => void;
  onError: (toast: ToastMessage | undefined) => void;
  onSuccessToast: (toast: ToastMessage) => void;
  onDetailsInvalid: (errors: FieldErrors) => void;
}

type Field = (typeof PAYMENT_FIELDS)[number];

const METHOD_HINTS: Record<Payment["method"], string> = {
  mpesa: "We send a payment request to your phone.",
  card: "Visa or Mastercard, credit or debit.",
  delivery: "Pay when your order arrives.",
};

/**
 * Step 2: payment method and its details. Submitting runs two client actions
 * in a row: "payment" validates (and, for M-Pesa, answers with the STK Push
 * Sent toast), then "place" waits the simulated payment and places the order.
 * From the first submission until the answer, the form is busy: the pay
 * button is disabled and a progress indicator shows; a second click or Enter
 * cannot submit again.
 */
export function PaymentStep(props: PaymentStepProps) {
  const { checkoutId, details, onBack, onBackToCart, onPaying, onPlaced, onError, onSuccessToast, onDetailsInvalid } =
    props;
  const pendingRef = useRef<HTMLDivElement>(null);
  const submission = useRef<FormData | null>(null);
  const locked = useRef(false);
  const [paying, setPaying] = useState(false);
  const focusNext = useRef<Field | null>(null);
  const [focusTick, setFocusTick] = useState(0);
  const methodErrorId = useId();
  const items = useCartItems();
  const totals = totalsFor(items);

  const {
    register,
    setFocus,
    watch,
    fetcher,
    formRef,
    onSubmit,
    showErrors,
    formState: { errors },
  } = useActionForm<PaymentInput, Payment, CheckoutData>({
    fetcherKey: `checkout-payment-${checkoutId}`,
    resolver: zodResolver(PaymentSchema),
    defaultValues: { method: "mpesa", mpesaNumber: "", cardNumber: "", cardExpiry: "", cardCvv: "", cardName: "" },
    shouldFocusError: true,
    fields: PAYMENT_FIELDS,
    onSuccess: (result, toast) => {
      if (result.intent === "payment") {
        if (toast) onSuccessToast(toast);
        const data = submission.current;
        if (!data) return setBusy(false);
        data.set("intent", "place");
        fetcher.submit(data, { method: "post", action: CHECKOUT_ACTION });
      } else if (result.intent === "place") {
        onPlaced(result.order);
      }
    },
    onFailure: (fieldErrors, toast) => fail(fieldErrors, toast),
    onInvalid: (messages) => onError(checkoutToast(messages)),
    send: (form) => {
      if (locked.current) return;
      const data = new FormData(form);
      data.set("intent", "payment");
      submission.current = data;
      setBusy(true);
      fetcher.submit(data, { method: "post", action: CHECKOUT_ACTION });
    },
  });
  const method = watch("method");

  const setBusy = (busy: boolean) => {
    locked.current = busy;
    setPaying(busy);
    onPaying(busy);
  };

  // Arriving from the details step: focus the chosen method (the radio group's tab stop).
  useEffect(() => setFocus("method"), [setFocus]);

  useEffect(() => {
    if (paying) pendingRef.current?.focus();
  }, [paying]);

  const fail = (fieldErrors: FieldErrors, toast?: ToastMessage) => {
    setBusy(false);
    if (Object.keys(fieldErrors).some((name) => (DETAILS_FIELDS as readonly string[]).includes(name))) {
      onDetailsInvalid(fieldErrors);
      return;
    }
    // Focused once the fieldsets are enabled again (a disabled control cannot take focus).
    focusNext.current = showErrors(fieldErrors, { focus: false }) ?? null;
    setFocusTick((n) => n + 1);
    onError(toast ?? checkoutToast(fieldErrors));
  };

  useEffect(() => {
    const name = focusNext.current;
    if (!name || paying) return;
    focusNext.current = null;
    setFocus(name);
  }, [focusTick, paying, setFocus]);

  const mpesa = register("mpesaNumber");
  const methodError = errors.method?.message;
  const summary = checkoutToast(messagesOf(errors));
  const payLabel = method === "delivery" ? "Place Order" : `Pay ${formatKsh(totals.totalCents)}`;
  // Emptied meanwhile (another tab): nothing to pay for. While paying, the placed order empties it on purpose.
  const emptied = items.length === 0 && !paying;

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={CHECKOUT_ACTION}
      noValidate
      className={s.form}
      aria-label="Payment"
      aria-busy={paying || undefined}
      onSubmit={(event) => {
        if (locked.current) return event.preventDefault();
        return onSubmit(event);
      }}
    >
      <input type="hidden" name="intent" value="payment" />
      <input type="hidden" name="checkoutId" value={checkoutId} />
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

      <fieldset className={s.methods} disabled={paying}>
        <legend className={s.legend}>
          Payment method<span aria-hidden="true"> *</span>
        </legend>
        <div className={s.methodList}>
          {PAYMENT_METHODS.map((m) => (
            <label key={m} className={s.method}>
              <input
                {...register("method")}
                type="radio"
                value={m}
                className={s.radio}
                aria-invalid={methodError ? true : undefined}
                aria-describedby={methodError ? methodErrorId : undefined}
              />
              <span>
                <strong>{PAYMENT_METHOD_LABELS[m]}</strong>
                <br />
                <span>{METHOD_HINTS[m]}</span>
              </span>
            </label>
          ))}
        </div>
        {methodError ? (
          <p id={methodErrorId} className={s.methodError}>
            <span aria-hidden="true">⚠</span> {methodError}
          </p>
        ) : null}
      </fieldset>

      <fieldset className={s.methods} disabled={paying}>
        <legend className={s.legend}>{PAYMENT_METHOD_LABELS[method ?? "mpesa"]} details</legend>
        {method === "mpesa" || !method ? (
          <InputField
            {...mpesa}
            onChange={(event) => {
              const normalised = normaliseMpesaAsTyped(event.target.value);
              if (normalised !== event.target.value) event.target.value = normalised;
              return mpesa.onChange(event);
            }}
            label="M-Pesa number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            required
            hint="The number registered with M-Pesa, e.g. 0712 345 678 (saved as 254712345678)."
            error={errors.mpesaNumber?.message}
          />
        ) : null}
        {method === "card" ? (
          <>
            <InputField
              {...register("cardNumber")}
              label="Card number"
              inputMode="numeric"
              autoComplete="cc-number"
              required
              error={errors.cardNumber?.message}
            />
            <div className={s.row}>
              <InputField
                {...register("cardExpiry")}
                label="Expiry date (MM/YY)"
                inputMode="numeric"
                autoComplete="cc-exp"
                required
                error={errors.cardExpiry?.message}
              />
              <InputField
                {...register("cardCvv")}
                label="CVV"
                inputMode="numeric"
                autoComplete="cc-csc"
                required
                error={errors.cardCvv?.message}
              />
            </div>
            <InputField
              {...register("cardName")}
              label="Cardholder name (optional)"
              autoComplete="cc-name"
              error={errors.cardName?.message}
            />
          </>
        ) : null}
        {method === "delivery" ? (
          <p className={s.note} data-testid="pay-on-delivery-note">
            {PAY_ON_DELIVERY_NOTE}
          </p>
        ) : null}
      </fieldset>

      {paying ? (
        <div ref={pendingRef} tabIndex={-1} className={s.pending} role="status" data-testid="payment-pending">
          <p className={s.stepText}>
            {method === "mpesa"
              ? "Waiting for M-Pesa confirmation… Check your phone and enter your PIN."
              : "Processing your order…"}
          </p>
          <progress className={s.progress} aria-label="Payment in progress" />
        </div>
      ) : null}

      <div className={s.actions}>
        <div className={s.actionsStart}>
          <button type="button" className={button.secondary} onClick={onBack} disabled={paying}>
            Back
          </button>
          <button type="button" className={button.ghost} onClick={onBackToCart} disabled={paying}>
            Back to Cart
          </button>
        </div>
        <button type="submit" className={button.primary} disabled={paying || emptied} data-testid="pay-button">
          {paying ? <span className={s.spinner} aria-hidden="true" /> : null}
          {paying ? "Processing…" : payLabel}
        </button>
      </div>
    </fetcher.Form>
  );
}
