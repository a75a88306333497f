import { useState } from "react";
import { loadMyOrders } from "~/lib/stores/my-orders";
import { clearPlacedOrders } from "~/lib/stores/orders";
import { ForgetControl } from "./ForgetControl";
import { MyOrders } from "./MyOrders";

interface DeviceOrdersProps {
  onTrack: (orderId: string) => void;
  pendingId?: string;
  afterForget: () => HTMLElement | null;
}

/** When storage cannot be cleared the list still goes for this visit. */
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
