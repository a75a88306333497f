import { useState } from "react";
import { loadMyOrders } from "~/lib/stores/my-orders";
import { clearPlacedOrders } from "~/lib/stores/orders";
import { ForgetControl } from "./ForgetControl";
import { MyOrders } from "./MyOrders";

interface DeviceOrdersProps {
  /** Runs the page's usual lookup for an order. */
  onTrack: (orderId: string) => void;
  /** The ID being looked up, if any. */
  pendingId?: string;
  /** Focus target once the list is gone. */
  afterForget: () => HTMLElement | null;
}

/**
 * /track-order: "My orders", the orders placed on this device, with the
 * forget control. Lazy (it brings the orders module): loaded only when
 * `orders-storage` has a value. Corrupted storage lists nothing; when it
 * cannot be cleared the list still goes for this visit.
 */
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
