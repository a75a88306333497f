import { lazy, Suspense, type ReactNode } from "react";
import { ItemsTable } from "~/components/receipt/ItemsTable";
import { PartBoundary } from "~/components/layout/PartBoundary";
import { NOT_GIVEN, ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_RECEIPT_LABEL } from "~/data/orders";
import { formatCalendarDate, formatDateTime } from "~/lib/dates";
import type { Order } from "~/lib/entities";
import { formatKsh } from "~/lib/money";
import { Facts } from "~/components/saved/Facts";
import * as s from "./tracking.css";
import { TrackingSteps } from "./TrackingSteps";

// Print, share and the print-only receipt load once an order is found.
const OrderActions = lazy(() => import("~/components/receipt/OrderActions"));

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={s.panel} aria-labelledby={id}>
      <h3 id={id} className={s.panelTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

export function OrderResult({ order, stale }: { order: Order; stale?: boolean }) {
  const { customer, payment } = order;
  return (
    <section
      className={stale ? `${s.result} ${s.stale}` : s.result}
      aria-labelledby="order-result-title"
      aria-busy={stale || undefined}
      data-testid="order-result"
    >
      <div className={s.head}>
        <h2 id="order-result-title">Order {order.orderId}</h2>
        <p className={s.badge}>
          Status: <span data-testid="order-status">{ORDER_STATUS_LABELS[order.status]}</span>
        </p>
      </div>
      <p>
        Placed on <time dateTime={order.placedAt}>{formatDateTime(order.placedAt)}</time>
      </p>
      <PartBoundary>
        <Suspense fallback={null}>
          <OrderActions order={order} />
        </Suspense>
      </PartBoundary>

      <div className={s.panels}>
        <Panel id="order-tracking" title="Tracking">
          <TrackingSteps steps={order.steps} />
          <h3 className={s.panelTitle}>Estimated delivery</h3>
          <p className={s.delivery}>
            <time dateTime={order.estimatedDelivery}>{formatCalendarDate(order.estimatedDelivery)}</time>
          </p>
        </Panel>

        <div className={s.layout}>
          <Panel id="order-items" title="Items">
            {/* A data table keeps its columns: with large text on a narrow phone it scrolls, not the page. */}
            <div className={s.tableScroll}>
              <ItemsTable items={order.items} labels={["Item", "Quantity", "Price"]} s={s.itemsTable} />
            </div>
          </Panel>

          <Panel id="order-customer" title="Customer">
            <Facts
              rows={[
                ["Name", customer.name],
                ["Phone", customer.phone],
                ["Email", customer.email],
                ["Address", customer.address || NOT_GIVEN],
                ["Area", customer.area || NOT_GIVEN],
              ]}
            />
          </Panel>

          <Panel id="order-payment" title="Payment">
            <Facts
              rows={[
                ["Method", PAYMENT_METHOD_LABELS[payment.method]],
                ["Amount", formatKsh(payment.amountCents)],
                ["Status", payment.status],
                ...(payment.receipt ? [[PAYMENT_RECEIPT_LABEL, payment.receipt] as const] : []),
              ]}
            />
          </Panel>
        </div>
      </div>
    </section>
  );
}
