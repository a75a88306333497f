import { CITY } from "~/data/areas";
import { PRINT_RECEIPT_LABEL } from "~/data/device";
import { PAYMENT_METHOD_LABELS, PAYMENT_RECEIPT_LABEL } from "~/data/orders";
import { PAID_NEXT_STEP } from "~/data/payments";
import { formatCalendarDate } from "~/lib/dates";
import type { Order } from "~/lib/entities";
import { formatKsh } from "~/lib/money";
import { Receipt } from "~/components/receipt/Receipt";
import { WhatsAppLink } from "~/components/receipt/OrderActions";
import { Facts } from "~/components/saved/Facts";
import { button } from "~/styles/button.css";
import * as s from "./checkout.css";

export function Confirmation({ order, onClose }: { order: Order; onClose: () => void }) {
  const { customer, payment } = order;
  const firstName = customer.name.split(/\s+/)[0] ?? customer.name;
  const where = [customer.address, customer.area, CITY].filter(Boolean).join(", ");
  const when = formatCalendarDate(order.estimatedDelivery, false);
  const total = formatKsh(payment.amountCents);

  return (
    <div className={s.panel} data-testid="order-confirmed">
      <p tabIndex={-1} className={s.large} data-focus="confirmation">
        Thank you, {firstName}! Your order has been placed.
      </p>
      <Facts
        s={s.facts}
        rows={[
          ["Order number", order.orderId, "confirmed-order-id"],
          ["Total", total, "confirmed-total"],
          ["Payment", `${PAYMENT_METHOD_LABELS[payment.method]} (${payment.status})`, "confirmed-method"],
          ...(payment.receipt ? [[PAYMENT_RECEIPT_LABEL, payment.receipt, "confirmed-receipt"] as const] : []),
          ["Estimated delivery", when],
        ]}
      />
      <h3 className={s.large}>What happens next</h3>
      <ol className={s.nextList}>
        <li>
          {payment.state === "awaiting"
            ? PAID_NEXT_STEP.awaiting
            : payment.method === "delivery"
              ? `Have ${total} ready when your order arrives.`
              : PAID_NEXT_STEP.paid}
        </li>
        <li>We pick, check and pack your items.</li>
        <li>
          Our rider delivers to {where} by {when} and calls {customer.phone} before arriving.
        </li>
        <li>Follow every step on the tracking page with your order number.</li>
      </ol>
      <Receipt order={order} />
      <div className={s.actions}>
        <button type="button" className={button.primary} onClick={onClose} data-testid="view-order-tracking">
          View Order Tracking
        </button>
        {/* The browser's print dialog, which also saves as PDF. */}
        <button type="button" className={button.secondary} onClick={() => window.print()}>
          {PRINT_RECEIPT_LABEL}
        </button>
        <WhatsAppLink order={order} />
      </div>
    </div>
  );
}
