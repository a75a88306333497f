import { useId } from "react";
import { CITY } from "~/data/areas";
import { BRAND } from "~/data/brand";
import { PAYMENT_METHOD_LABELS, PAYMENT_RECEIPT_LABEL } from "~/data/orders";
import { RECEIPT } from "~/data/receipt";
import { formatDateTime } from "~/lib/dates";
import type { Order } from "~/lib/entities";
import { formatKsh, orderTotals } from "~/lib/money";
import { TAX_PERCENT } from "~/data/constants";
import { ItemsTable } from "./ItemsTable";
import * as s from "./receipt.css";

/** Not shown on screen; while it is on the page, printing prints it alone on one A4 page. */
export function Receipt({ order }: { order: Order }) {
  const titleId = useId();
  const totals = orderTotals(order);
  const { customer, payment } = order;
  const area = [customer.address, customer.area, CITY].filter((part) => part.trim()).join(", ");
  return (
    <article className={s.receipt} aria-labelledby={titleId} data-testid="receipt">
      <p className={s.brand}>{BRAND.name}</p>
      <p className={s.brandContact}>
        {BRAND.headquarters} · {BRAND.phone} · {BRAND.email}
      </p>
      <h2 id={titleId} className={s.heading}>
        {RECEIPT.title}
      </h2>
      <dl className={s.facts}>
        <dt className={s.term}>{RECEIPT.orderId}</dt>
        <dd className={s.value}>{order.orderId}</dd>
        <dt className={s.term}>{RECEIPT.date}</dt>
        <dd className={s.value}>
          <time dateTime={order.placedAt}>{formatDateTime(order.placedAt)}</time>
        </dd>
      </dl>
      <ItemsTable
        items={order.items}
        labels={[RECEIPT.item, RECEIPT.quantity, RECEIPT.unitPrice, RECEIPT.amount]}
        s={s.itemsTable}
      >
        <tfoot>
          {[
            [RECEIPT.subtotal, formatKsh(totals.subtotalCents)],
            [RECEIPT.tax(TAX_PERCENT), formatKsh(totals.taxCents)],
            [RECEIPT.shipping, totals.shippingCents === 0 ? RECEIPT.free : formatKsh(totals.shippingCents)],
            [RECEIPT.total, formatKsh(totals.totalCents)],
          ].map(([label, amount], i) => (
            <tr key={label} className={i === 3 ? s.totalRow : undefined}>
              <th scope="row" colSpan={3} className={s.itemsTable.num}>
                {label}
              </th>
              <td className={s.itemsTable.num}>{amount}</td>
            </tr>
          ))}
        </tfoot>
      </ItemsTable>
      <div className={s.columns}>
        <section>
          <h3 className={s.sectionTitle}>{RECEIPT.payment}</h3>
          <p className={s.value}>
            {PAYMENT_METHOD_LABELS[payment.method]} ({payment.status})
          </p>
          {payment.receipt ? (
            <p className={s.value}>
              {PAYMENT_RECEIPT_LABEL} {payment.receipt}
            </p>
          ) : null}
        </section>
        <section>
          <h3 className={s.sectionTitle}>{RECEIPT.customer}</h3>
          <p className={s.value}>{customer.name}</p>
          <p className={s.value}>{customer.phone}</p>
          <p className={s.value}>{customer.email}</p>
        </section>
        <section>
          <h3 className={s.sectionTitle}>{RECEIPT.deliveryArea}</h3>
          <p className={s.value}>{area}</p>
        </section>
      </div>
      <p className={s.thanks}>{RECEIPT.thanks}</p>
    </article>
  );
}
