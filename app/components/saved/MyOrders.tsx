import { MY_ORDERS_COLUMNS, MY_ORDERS_LEAD, MY_ORDERS_TITLE } from "~/data/device";
import { loadMyOrders } from "~/lib/stores/my-orders";
import { clearPlacedOrders } from "~/lib/stores/orders";
import { BusyButton } from "~/components/form/Field";
import { button } from "~/styles/button.css";
import { visuallyHidden } from "~/styles/utils.css";
import { Facts } from "./Facts";
import { SavedList } from "./SavedList";
import * as s from "./saved.css";

interface MyOrdersProps {
  onTrack: (orderId: string) => void;
  pendingId?: string;
  afterForget: () => HTMLElement | null;
}

export default function MyOrders({ onTrack, pendingId, afterForget }: MyOrdersProps) {
  return (
    <SavedList
      kind="orders"
      title={MY_ORDERS_TITLE}
      lead={MY_ORDERS_LEAD}
      load={loadMyOrders}
      clear={clearPlacedOrders}
      afterForget={afterForget}
    >
      {(orders) =>
        orders.map((order) => (
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
            <BusyButton
              busy={pendingId === order.orderId}
              className={button.secondary}
              onClick={() => onTrack(order.orderId)}
            >
              {MY_ORDERS_COLUMNS.track} <span className={visuallyHidden}>{order.orderId}</span>
            </BusyButton>
          </li>
        ))
      }
    </SavedList>
  );
}
