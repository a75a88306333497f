import { lazy, useState } from "react";
import { InFrame, opens, takeOverFrame } from "~/components/dialog/frames";
import { PRINT_RECEIPT_LABEL, SHARE_ORDER } from "~/data/device";
import { WHATSAPP_LINK } from "~/data/orders";
import type { Order } from "~/lib/entities";
import { orderSharePath } from "~/lib/browser/share";
import { whatsappHref } from "~/lib/whatsapp";
import { button } from "~/styles/button.css";
import { ShareButton } from "../product/ShareButton";
import * as s from "../saved/saved.css";

// The receipt loads on the first "Print or save receipt": a shared tracking link stays light.
const Receipt = lazy(() => import("./Receipt").then((m) => ({ default: m.Receipt })));

/** Prints once the receipt beside the marker (same Suspense) is in, unless its loading frame was closed. */
const printWhenShown = (marker: HTMLElement | null) => {
  if (marker && takeOverFrame("loading")) window.print();
};

/** Here, not in a module of its own, so tracking fetches it with the order's other actions. */
export function WhatsAppLink({ order }: { order: Order }) {
  return (
    <a href={whatsappHref(order)} className={button.secondary}>
      {WHATSAPP_LINK}
    </a>
  );
}

/** Lazy: loaded when an order is found, not with the page. */
export default function OrderActions({ order }: { order: Order }) {
  const [prints, setPrints] = useState(0);
  return (
    <div className={s.actions}>
      <button type="button" className={button.secondary} onClick={() => setPrints((n) => n + 1)} {...opens.receipt}>
        {PRINT_RECEIPT_LABEL}
      </button>
      <ShareButton
        path={orderSharePath(order.orderId)}
        title={SHARE_ORDER.title(order.orderId)}
        what={SHARE_ORDER.what(order.orderId)}
      />
      <WhatsAppLink order={order} />
      {prints > 0 ? (
        <InFrame frame="loading">
          <Receipt order={order} />
          <span key={prints} ref={printWhenShown} hidden />
        </InFrame>
      ) : null}
    </div>
  );
}
