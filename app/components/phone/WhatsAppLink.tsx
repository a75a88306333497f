import { WHATSAPP_LINK } from "~/data/orders";
import type { Order } from "~/lib/entities";
import { whatsappHref } from "~/lib/whatsapp";
import { button } from "~/styles/button.css";

/** "Send to SimuTech on WhatsApp": the order's ID, items, total and area as the chat's first message. */
export function WhatsAppLink({ order }: { order: Order }) {
  return (
    <a href={whatsappHref(order)} className={button.secondary}>
      {WHATSAPP_LINK}
    </a>
  );
}
