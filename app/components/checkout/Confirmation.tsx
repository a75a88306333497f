import { CITY } from "~/data/areas";
import { PAYMENT_METHOD_LABELS, PAYMENT_RECEIPT_LABEL } from "~/data/orders";
import { PAID_NEXT_STEP } from "~/data/payments";
import { formatCalendarDate } from "~/lib/dates";
import type { Order } from "~/lib/entities";
import { formatKsh } from "~/lib/money";
import { PrintReceiptButton } from "~/components/receipt/PrintReceiptButton";
import { Receipt } from "~/components/receipt/Receipt";
import { WhatsAppLink } from "~/components/receipt/OrderActions";
import { button } from "~/styles/button.css";
import * as s from "./checkout.css";
import { Fact } from "./shared";

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
      <dl className={s.facts}>
        <Fact term="Order number" testId="confirmed-order-id">
          {order.orderId}
        </Fact>
        <Fact term="Total" testId="confirmed-total">
          {total}
        </Fact>
        <Fact term="Payment" testId="confirmed-method">
          {PAYMENT_METHOD_LABELS[payment.method]} ({payment.status})
        </Fact>
        {payment.receipt ? (
          <Fact term={PAYMENT_RECEIPT_LABEL} testId="confirmed-receipt">
            {payment.receipt}
          </Fact>
        ) : null}
        <Fact term="Estimated delivery">{when}</Fact>
      </dl>
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
        <PrintReceiptButton />
        <WhatsAppLink order={order} />
      </div>
    </div>
  );
}
