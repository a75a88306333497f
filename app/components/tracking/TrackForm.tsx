import { Form } from "@remix-run/react";
import { forwardRef } from "react";
import { BusyButton, InputField } from "~/components/form/Field";
import { FIELD_LIMITS } from "~/data/forms";
import { DEMO_ORDER_IDS } from "~/data/orders";
import { button } from "~/styles/button.css";
import * as s from "./tracking.css";

export interface TrackFormProps {
  value: string;
  onValue: (value: string) => void;
  pending: boolean;
  pendingId?: string;
  error?: string;
  onDemo: (id: string) => void;
}

/** A real GET form (`?id=`), so the URL is shareable; aria-disabled while busy, so focus stays on the button. */
export const TrackForm = forwardRef<HTMLInputElement, TrackFormProps>(function TrackForm(
  { value, onValue, pending, pendingId, error, onDemo },
  ref,
) {
  return (
    <div className={s.searchCard}>
      <Form
        method="get"
        action="/track-order"
        role="search"
        aria-label="Track an order"
        aria-busy={pending}
        noValidate
        onSubmit={(e) => {
          if (pending) e.preventDefault();
        }}
      >
        <div className={s.searchRow}>
          <InputField
            ref={ref}
            id="order-id"
            name="id"
            maxLength={FIELD_LIMITS.orderId}
            label="Order ID"
            hint={`As shown in your order confirmation, for example ${DEMO_ORDER_IDS[0]}.`}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            value={value}
            onChange={(e) => onValue(e.target.value)}
            error={error}
          />
          <button type="submit" className={`${button.primary} ${s.searchButton}`} aria-disabled={pending}>
            {pending ? "Searching…" : "Track Order"}
          </button>
        </div>
      </Form>
      <p role="status" className={s.status}>
        {pending ? `Searching for order ${pendingId?.trim() ?? ""}…` : ""}
      </p>
      <div className={s.demo} role="group" aria-labelledby="demo-orders-label">
        <p id="demo-orders-label" className={s.demoLabel}>
          Try a demo order:
        </p>
        {DEMO_ORDER_IDS.map((id) => (
          <BusyButton key={id} busy={pending} className={button.secondary} onClick={() => onDemo(id)}>
            {id}
          </BusyButton>
        ))}
      </div>
    </div>
  );
});
