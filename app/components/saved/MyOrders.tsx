import { useId, useState } from "react";
import { MY_ORDERS_COLUMNS, MY_ORDERS_LEAD, MY_ORDERS_TITLE } from "~/data/device";
import { loadMyOrders } from "~/lib/stores/my-orders";
import { clearPlacedOrders } from "~/lib/stores/orders";
import { BusyButton } from "~/components/form/Field";
import { button } from "~/styles/button.css";
import { visuallyHidden } from "~/styles/utils.css";
import { Facts } from "./Facts";
import { ForgetControl } from "./ForgetControl";
import * as s from "./saved.css";

interface MyOrdersProps {
  onTrack: (orderId: string) => void;
  pendingId?: string;
  afterForget: () => HTMLElement | null;
}

/** This device's orders (lazy); when storage cannot be cleared the list still goes for this visit. */
export default function MyOrders({ onTrack, pendingId, afterForget }: MyOrdersProps) {
  const titleId = useId();
  const [orders, setOrders] = useState(() => loadMyOrders());
  if (orders.length === 0) return null;
  return (
    <section className={s.panel} aria-labelledby={titleId} data-testid="my-orders">
      <h2 id={titleId} className={s.title}>
        {MY_ORDERS_TITLE}
      </h2>
      <p className={s.lead}>{MY_ORDERS_LEAD}</p>
      <ul className={s.list}>
        {orders.map((order) => {
          const busy = pendingId === order.orderId;
          return (
            <li key={order.orderId} className={s.entry} data-testid="my-order">
              <div>
                <h3 className={s.entryTitle}>
                  <span className={visuallyHidden}>{MY_ORDERS_COLUMNS.id}</span> {order.orderId}
                </h3>
                <Facts
                  rows={[
                    [MY_ORDERS_COLUMNS.date, <time dateTime={order.placedAt}>{order.date}</time>],
                    [MY_ORDERS_COLUMNS.items, order.itemCount],
                    [MY_ORDERS_COLUMNS.total, order.total],
                    [MY_ORDERS_COLUMNS.status, order.status],
                    [MY_ORDERS_COLUMNS.payment, order.payment],
                  ]}
                />
              </div>
              <BusyButton busy={busy} className={button.secondary} onClick={() => onTrack(order.orderId)}>
                {MY_ORDERS_COLUMNS.track} <span className={visuallyHidden}>{order.orderId}</span>
              </BusyButton>
            </li>
          );
        })}
      </ul>
      <div className={s.actions}>
        <ForgetControl
          kind="orders"
          onForget={() => {
            clearPlacedOrders();
            setOrders([]);
          }}
          returnFocus={afterForget}
        />
      </div>
    </section>
  );
}
