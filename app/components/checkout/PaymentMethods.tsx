import type { useFormProps } from "~/components/form/fetcher-form";
import { InputField } from "~/components/form/Field";
import { PAY_ON_DELIVERY_NOTE } from "~/data/areas";
import { normaliseMpesaAsTyped } from "~/lib/mpesa";
import type { Payment, PaymentInput } from "~/lib/schemas/checkout";
import * as s from "./checkout.css";

type Fields = ReturnType<typeof useFormProps<PaymentInput, Payment>>["field"];

/** The number is normalised as typed (2547…). */
export function MpesaPayment({ field }: { field: Fields }) {
  const mpesa = field("mpesaNumber");
  return (
    <InputField
      {...mpesa}
      onChange={(event) => {
        const normalised = normaliseMpesaAsTyped(event.target.value);
        if (normalised !== event.target.value) event.target.value = normalised;
        void mpesa.onChange(event);
      }}
      label="M-Pesa number"
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      required
      hint="The number registered with M-Pesa, e.g. 0712 345 678 (saved as 254712345678)."
    />
  );
}

export function CardPayment({ field }: { field: Fields }) {
  return (
    <>
      <InputField label="Card number" inputMode="numeric" autoComplete="cc-number" required {...field("cardNumber")} />
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
  );
}

export function DeliveryPayment() {
  return (
    <p className={s.note} data-testid="pay-on-delivery-note">
      {PAY_ON_DELIVERY_NOTE}
    </p>
  );
}
