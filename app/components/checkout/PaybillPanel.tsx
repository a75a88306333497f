import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { formErrors, useFormProps } from "~/components/form/fetcher-form";
import { BusyButton, InputField } from "~/components/form/Field";
import { PAYBILL_BUSINESS_NUMBER, PAYBILL_PANEL } from "~/data/payments";
import { newCheckoutKey } from "~/lib/checkout-machine";
import { formatKsh } from "~/lib/money";
import { PAYBILL_LIMITS, PaybillSchema, type Paybill, type PaybillInput } from "~/lib/schemas/checkout";
import { button } from "~/styles/button.css";
import { visuallyHidden } from "~/styles/utils.css";
import * as s from "./checkout.css";
import { CHECKOUT_ACTION, type StepProps } from "./use-checkout";

const resolver = zodResolver(PaybillSchema);

/** The amount as typed on the phone: digits and a decimal point, no currency or separators. */
const typedAmount = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

export function PaybillPanel({ state, checkout, lines, amountCents }: StepProps<"paybill">) {
  const headingId = useId();
  const { dispatch, post } = checkout;
  const [copied, setCopied] = useState("");
  const form = useForm<PaybillInput, unknown, Paybill>({
    resolver,
    defaultValues: { confirmationCode: "" },
    errors: useMemo(() => formErrors<PaybillInput>(state.errors), [state.errors]),
  });
  const { field, formProps, submitProps } = useFormProps(form, {
    id: "checkout-paybill",
    limits: PAYBILL_LIMITS,
    busy: state.submitting,
    send: () => {
      dispatch({ type: "paybillSubmitted" });
      const { confirmationCode } = form.getValues();
      const { orderId, key, details } = state;
      post({ intent: "paybill", checkoutKey: key, orderId, ...details, confirmationCode, lines });
    },
  });

  const values = [
    [PAYBILL_PANEL.businessNumber, PAYBILL_BUSINESS_NUMBER, PAYBILL_BUSINESS_NUMBER],
    [PAYBILL_PANEL.account, state.orderId, state.orderId],
    [PAYBILL_PANEL.amount, formatKsh(amountCents), typedAmount(amountCents)],
  ] as const;

  const copy = (label: string, value: string) => {
    // Without a clipboard (an old browser, a denied permission) the value stays on screen to type.
    void navigator.clipboard?.writeText(value).then(
      () => setCopied(PAYBILL_PANEL.copied(label)),
      () => undefined,
    );
  };

  return (
    <section className={s.panel} aria-labelledby={headingId} data-testid="paybill-panel">
      <h3 id={headingId} tabIndex={-1} className={s.large} data-focus="panel">
        {PAYBILL_PANEL.title}
      </h3>
      <p className={s.flush}>{PAYBILL_PANEL.lead}</p>
      <dl className={s.copyList}>
        {values.map(([label, shown, typed]) => (
          <div key={label} className={s.copyRow}>
            <dt className={s.facts.term}>{label}</dt>
            <dd className={s.copyValue} data-testid={`paybill-${label.split(" ")[0]!.toLowerCase()}`}>
              {shown}
            </dd>
            <dd className={s.copyAction}>
              <button type="button" className={button.ghost} onClick={() => copy(label, typed)}>
                {PAYBILL_PANEL.copy} <span className={visuallyHidden}>{label.toLowerCase()}</span>
              </button>
            </dd>
          </div>
        ))}
      </dl>
      <p role="status" className={visuallyHidden}>
        {copied}
      </p>
      <ol className={s.nextList}>
        {PAYBILL_PANEL.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <form {...formProps} action={CHECKOUT_ACTION} className={s.form} aria-label={PAYBILL_PANEL.title}>
        <InputField
          label={PAYBILL_PANEL.code}
          hint={PAYBILL_PANEL.codeHint}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          required
          {...field("confirmationCode")}
        />
        <div className={s.actions}>
          <button className={button.primary} {...submitProps} data-testid="paybill-submit">
            {state.submitting ? <span className={s.spinner} aria-hidden="true" /> : null}
            {PAYBILL_PANEL.submit}
          </button>
          <BusyButton
            busy={state.submitting}
            className={button.secondary}
            onClick={() => dispatch({ type: "change", key: newCheckoutKey() })}
          >
            {PAYBILL_PANEL.back}
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
