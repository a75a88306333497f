import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { Totals } from "~/components/cart/Totals";
import { formErrors, messagesOf, useFormProps } from "~/components/form/fetcher-form";
import { BusyButton, ErrorText, InputField, RequiredMark } from "~/components/form/Field";
import { PAY_ON_DELIVERY_NOTE } from "~/data/areas";
import { PAYING_LABEL, PAYMENT_PENDING } from "~/data/checkout";
import { PAYMENT_METHOD_HINTS, PAYMENT_METHOD_LABELS } from "~/data/orders";
import { CART_EMPTY } from "~/data/messages";
import { useCartItems } from "~/lib/stores/cart-store";
import { PAYMENT_METHODS } from "~/lib/enums";
import { CHECKOUT_DRAFT_KEY, readDraft, saveDraft } from "~/lib/stores/form-drafts";
import { formValues } from "~/lib/form-result";
import { formatKsh, totalsFor } from "~/lib/money";
import { normaliseMpesaAsTyped } from "~/lib/mpesa";
import { PAYMENT_LIMITS, PaymentSchema, paymentToast, type Payment, type PaymentInput } from "~/lib/schemas/checkout";
import { button } from "~/styles/button.css";
import * as s from "./checkout.css";
import { ErrorSummary } from "./shared";
import { CHECKOUT_ACTION, type StepProps } from "./use-checkout";

const resolver = zodResolver(PaymentSchema);

export function PaymentStep({ state, checkout, lines, onBackToCart }: StepProps<"payment" | "paying">) {
  const paying = state.step === "paying";
  const items = useCartItems();
  const totals = totalsFor(items);
  const { dispatch, post } = checkout;
  const errors = state.step === "payment" ? state.errors : undefined;
  // The method and M-Pesa number kept for this tab (never a card's fields).
  const [draft] = useState(() => readDraft(CHECKOUT_DRAFT_KEY));

  const form = useForm<PaymentInput, unknown, Payment>({
    resolver,
    defaultValues: {
      method: PAYMENT_METHODS.find((m) => m === draft.method) ?? "mpesa",
      mpesaNumber: (state.step === "payment" && state.mpesaNumber) || draft.mpesaNumber || "",
      cardNumber: "",
      cardExpiry: "",
      cardCvv: "",
      cardName: "",
    },
    errors: useMemo(() => formErrors<PaymentInput>(errors), [errors]),
  });
  // Emptied meanwhile (another tab): nothing to pay for. While paying, the placed order empties it on purpose.
  const emptied = items.length === 0 && !paying;
  const { field, formProps, submitProps } = useFormProps(form, {
    id: "checkout-payment",
    limits: PAYMENT_LIMITS,
    busy: paying,
    send: (element, { method, mpesaNumber }) => {
      if (emptied) return;
      // The form as it is (the action, the source of truth, checks it again), read before the dispatch re-renders it.
      const payment = formValues(new FormData(element));
      if (method === "mpesa") dispatch({ type: "push", number: mpesaNumber, at: Date.now() });
      else dispatch({ type: "pay", method });
      post({ ...payment, intent: "place", checkoutKey: state.key, ...state.details, lines });
    },
    onInvalid: paymentToast,
  });

  const method = form.watch("method");
  const methodError = form.formState.errors.method?.message;
  const mpesaField = field("mpesaNumber");
  const payLabel = method === "delivery" ? "Place Order" : `Pay ${formatKsh(totals.totalCents)}`;

  return (
    <form
      {...formProps}
      action={CHECKOUT_ACTION}
      onChange={() => {
        const { method, mpesaNumber } = form.getValues();
        saveDraft(CHECKOUT_DRAFT_KEY, { method, mpesaNumber });
      }}
      className={s.form}
      aria-label="Payment"
    >
      <ErrorSummary toast={paymentToast(messagesOf(form.formState.errors))} />
      {emptied ? (
        <p className={s.note} role="status">
          {CART_EMPTY}. Go back to the cart to add something first.
        </p>
      ) : null}

      <div className={s.summaryBox} aria-label="Order summary" role="group">
        <Totals totals={totals} testIdPrefix="checkout" />
      </div>

      {/* aria-invalid belongs to the radiogroup (the radio role does not support it); each radio points at the error. */}
      <fieldset
        role="radiogroup"
        id="checkout-payment-method"
        className={s.methods}
        disabled={paying}
        aria-invalid={methodError ? true : undefined}
      >
        <legend className={s.legend}>
          Payment method
          <RequiredMark />
        </legend>
        <div className={s.options}>
          {PAYMENT_METHODS.map((value) => (
            <label key={value} className={s.option}>
              <input
                {...form.register("method")}
                id={`checkout-payment-method-${value}`}
                type="radio"
                value={value}
                className={s.radio}
                aria-describedby={methodError ? "checkout-payment-method-error" : undefined}
              />
              <span>
                <strong>{PAYMENT_METHOD_LABELS[value]}</strong>
                <br />
                <span>{PAYMENT_METHOD_HINTS[value]}</span>
              </span>
            </label>
          ))}
        </div>
        <ErrorText id="checkout-payment-method" error={methodError} />
      </fieldset>

      <fieldset className={s.methods} disabled={paying}>
        <legend className={s.legend}>{PAYMENT_METHOD_LABELS[method ?? "mpesa"]} details</legend>
        {method === "mpesa" || !method ? (
          <InputField
            {...mpesaField}
            // Normalised as typed (2547…), before react-hook-form reads it.
            onChange={(event) => {
              const normalised = normaliseMpesaAsTyped(event.target.value);
              if (normalised !== event.target.value) event.target.value = normalised;
              void mpesaField.onChange(event);
            }}
            label="M-Pesa number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            required
            hint="The number registered with M-Pesa, e.g. 0712 345 678 (saved as 254712345678)."
          />
        ) : null}
        {method === "card" ? (
          <>
            <InputField
              label="Card number"
              inputMode="numeric"
              autoComplete="cc-number"
              required
              {...field("cardNumber")}
            />
            <div className={s.row}>
              <InputField
                label="Expiry date (MM/YY)"
                inputMode="numeric"
                autoComplete="cc-exp"
                required
                {...field("cardExpiry")}
              />
              <InputField label="CVV" inputMode="numeric" autoComplete="cc-csc" required {...field("cardCvv")} />
            </div>
            <InputField label="Cardholder name (optional)" autoComplete="cc-name" {...field("cardName")} />
          </>
        ) : null}
        {method === "delivery" ? (
          <p className={s.note} data-testid="pay-on-delivery-note">
            {PAY_ON_DELIVERY_NOTE}
          </p>
        ) : null}
      </fieldset>

      {paying ? (
        <div tabIndex={-1} className={s.pending} role="status" data-testid="payment-pending" data-focus="pending">
          <p className={s.stepText}>{PAYMENT_PENDING}</p>
          <progress className={s.progress} aria-label="Payment in progress" />
        </div>
      ) : null}

      <div className={s.actions}>
        <button
          className={button.primary}
          {...submitProps}
          aria-disabled={paying || emptied || undefined}
          data-testid="pay-button"
        >
          {paying ? <span className={s.spinner} aria-hidden="true" /> : null}
          {paying ? PAYING_LABEL : payLabel}
        </button>
        <div className={s.actionsStart}>
          <BusyButton busy={paying} className={button.secondary} onClick={() => dispatch({ type: "back" })}>
            Back
          </BusyButton>
          <BusyButton busy={paying} className={button.ghost} onClick={onBackToCart}>
            Back to Cart
          </BusyButton>
        </div>
      </div>
    </form>
  );
}
