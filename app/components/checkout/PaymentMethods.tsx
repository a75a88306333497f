import type { ChangeEvent } from "react";
import { InputField } from "~/components/form/Field";
import { PAY_ON_DELIVERY_NOTE } from "~/data/areas";
import { normaliseMpesaAsTyped } from "~/lib/mpesa";
import * as s from "./checkout.css";

type FieldProps = {
  name: string;
  id: string;
  error?: string;
  maxLength?: number;
  onChange: (event: ChangeEvent<HTMLInputElement>) => unknown;
  onBlur: (event: React.FocusEvent<HTMLInputElement>) => unknown;
  ref: React.Ref<HTMLInputElement>;
};
type Fields<N extends string> = (name: N) => FieldProps;

/** The number is normalised as typed (2547…). */
export function MpesaPayment({ field }: { field: Fields<"mpesaNumber"> }) {
  const mpesa = field("mpesaNumber");
  return (
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
    />
  );
}

export function CardPayment({ field }: { field: Fields<"cardNumber" | "cardExpiry" | "cardCvv" | "cardName"> }) {
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
