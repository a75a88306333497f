// "Send to SimuTech on WhatsApp": the wa.me link and its prefilled text.
import { expect, it } from "vitest";
import { DEMO_ORDERS } from "~/data/orders";
import { whatsappHref, whatsappText } from "~/lib/whatsapp";

const order = DEMO_ORDERS[0]!;

it("WhatsApp link: goes to wa.me/254700123456 with the order ID, items, total and delivery area prefilled", () => {
  expect(whatsappText(order)).toBe(
    [
      "Hello SimuTech Nairobi, about my order ORD-2024-001:",
      "- 1 x iPhone 15 Pro MagSafe Clear Case",
      "- 2 x Tempered Glass Screen Protector (iPhone 15 Series)",
      "- 1 x Braided USB-C to Lightning Cable (2 m)",
      "Total: KSh 8,690.46",
      "Delivery area: Kilimani",
    ].join("\n"),
  );
  expect(whatsappText({ ...order, customer: { ...order.customer, area: "" } })).toMatch(/Delivery area: Not given$/);
  const href = new URL(whatsappHref(order));
  expect(href.origin + href.pathname).toBe("https://wa.me/254700123456");
  expect(href.searchParams.get("text")).toBe(whatsappText(order));
});
