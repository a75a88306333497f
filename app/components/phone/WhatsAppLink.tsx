import { WHATSAPP_LINK } from "~/data/orders";
import type { Order } from "~/lib/entities";
import { whatsappHref } from "~/lib/whatsapp";
import { button } from "~/styles/button.css";
import { visuallyHidden } from "~/styles/utils.css";

/** "Send to SimuTech on WhatsApp": the order's ID, items, total and area as the chat's first message. */
export function WhatsAppLink({ order }: { order: Order }) {
  return (
    <a
      href={whatsappHref(order)}
      target="_blank"
      rel="noreferrer"
      className={button.secondary}
      data-testid="whatsapp-order"
    >
      {WHATSAPP_LINK.label}
      <span className={visuallyHidden}> {WHATSAPP_LINK.newTab}</span>
    </a>
  );
}
