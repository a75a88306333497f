import { SHARE_ORDER } from "~/data/device";
import type { Order } from "~/lib/entities";
import { orderSharePath } from "~/lib/share";
import { PrintReceiptButton } from "./PrintReceiptButton";
import { Receipt } from "./Receipt";
import { ShareButton } from "./ShareButton";
import * as s from "./phone.css";

/**
 * A found order's "Print or save receipt" and Share (its tracking link), with
 * the print-only receipt. Lazy: loaded when an order is found, not with the page.
 */
export default function OrderActions({ order }: { order: Order }) {
  return (
    <div className={s.actions}>
      <PrintReceiptButton />
      <ShareButton
        path={orderSharePath(order.orderId)}
        title={SHARE_ORDER.title(order.orderId)}
        what={SHARE_ORDER.what(order.orderId)}
      />
      <Receipt order={order} />
    </div>
  );
}
