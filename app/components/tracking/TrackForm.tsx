import { Form } from "@remix-run/react";
import { forwardRef } from "react";
import { InputField } from "~/components/form/Field";
import { DEMO_ORDER_IDS } from "~/data/orders";
import { ORDER_ID_LIMITS } from "~/lib/schemas/order-id.rules";
import { button } from "~/styles/button.css";
import * as s from "./tracking.css";

export interface TrackFormProps {
  value: string;
  onValue: (value: string) => void;
  /** A lookup is running: the button is disabled, the form busy, the status says so. */
  pending: boolean;
  /** The ID being looked up (for the status text). */
  pendingId?: string;
  error?: string;
  /** Fill the field with a demo ID and search. */
  onDemo: (id: string) => void;
}

/**
 * The order lookup: a real GET form (`?id=`), so Enter submits and the URL
 * is shareable. While a lookup runs the submit button is disabled
 * (aria-disabled, so focus stays on it), the form aria-busy and a status
 * line announces the search.
 */
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
            maxLength={ORDER_ID_LIMITS.id}
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
          <button
            key={id}
            type="button"
            className={button.secondary}
            aria-disabled={pending}
            onClick={() => {
              if (!pending) onDemo(id);
            }}
          >
            {id}
          </button>
        ))}
      </div>
    </div>
  );
});
