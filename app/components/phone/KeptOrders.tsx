import { lazy } from "react";
import { Deferred } from "~/components/Deferred";
import { keptOrdersBox } from "~/components/tracking/tracking.css";

const DeviceOrders = lazy(() => import("./DeviceOrders"));

/**
 * /track-order's "My orders" below the search and any result: loaded only when this device
 * keeps orders (the page imports this module lazily), and its list only as it nears the screen,
 * so a shared tracking link's first visit does not pay for it.
 */
export default function KeptOrders(props: Parameters<typeof DeviceOrders>[0]) {
  return (
    <Deferred className={keptOrdersBox}>
      <DeviceOrders {...props} />
    </Deferred>
  );
}
