import { useId, useState, type ReactNode } from "react";
import { MY_ORDERS_COLUMNS, MY_ORDERS_LEAD, MY_ORDERS_TITLE } from "~/data/device";
import { loadMyOrders, type MyOrderEntry } from "~/lib/stores/my-orders";
import { clearPlacedOrders } from "~/lib/stores/orders";
import { button } from "~/styles/button.css";
import { visuallyHidden } from "~/styles/utils.css";
import { Facts } from "./Facts";
import { ForgetControl } from "./ForgetControl";
import * as s from "./saved.css";

interface MyOrdersProps {
  orders: readonly MyOrderEntry[];
  onTrack: (orderId: string) => void;
  pendingId?: string;
  children?: ReactNode;
}

export function MyOrders({ orders, onTrack, pendingId, children }: MyOrdersProps) {
  const titleId = useId();
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
              <button
                type="button"
                className={button.secondary}
                onClick={() => !busy && onTrack(order.orderId)}
                aria-disabled={busy || undefined}
              >
                {MY_ORDERS_COLUMNS.track} <span className={visuallyHidden}>{order.orderId}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {children ? <div className={s.actions}>{children}</div> : null}
    </section>
  );
}

interface DeviceOrdersProps {
  onTrack: (orderId: string) => void;
  pendingId?: string;
  afterForget: () => HTMLElement | null;
}

/** This device's orders (lazy); when storage cannot be cleared the list still goes for this visit. */
export default function DeviceOrders({ onTrack, pendingId, afterForget }: DeviceOrdersProps) {
  const [orders, setOrders] = useState(() => loadMyOrders());
  return (
    <MyOrders orders={orders} onTrack={onTrack} pendingId={pendingId}>
      <ForgetControl
        kind="orders"
        onForget={() => {
          clearPlacedOrders();
          setOrders([]);
        }}
        returnFocus={afterForget}
      />
    </MyOrders>
  );
}
