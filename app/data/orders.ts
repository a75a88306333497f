import type { Hero, Order, OrderStatus, PaymentMethod, ToastMessage, TrackingStep } from "~/lib/entities";
import { TRACKING_STEP_TITLES } from "~/lib/enums";
import type { PageHead } from "~/lib/meta";

/** Shown for a customer detail left blank (address and area are optional). */
export const NOT_GIVEN = "Not given";

export const TRACK_HERO: Hero = {
  title: "Track your order",
  lead: "Enter your order ID to see where your order is, what's in it and when it will arrive.",
};

export const TRACK_HEAD: PageHead = {
  path: "/track-order",
  title: TRACK_HERO.title,
  description: "Track your order by its order ID.",
};

// The lookup's toasts live with the page's texts: a shared tracking link loads this one data module.
export const ORDER_ID_REQUIRED: ToastMessage = {
  title: "Order ID Required",
  description: "Please enter your order ID",
};

export const ORDER_NOT_FOUND: ToastMessage = {
  title: "Order Not Found",
  description: "Please check your order ID and try again",
};

export const ORDER_FOUND: ToastMessage = {
  title: "Order Found",
  description: "Order details loaded successfully.",
};

/** [description, timestamp] of each step; the first `done` are completed, the next is current. */
const demoSteps = (done: number, steps: readonly (readonly [string, string | null])[]): TrackingStep[] =>
  TRACKING_STEP_TITLES.map((title, i) => {
    const [description, timestamp] = steps[i] ?? ["", null];
    return { id: i + 1, title, description, timestamp, completed: i < done, current: i === done };
  });

// Money in KSh cents: priceCents = round(usd x 132 x 100), amountCents = subtotal + round(subtotal x 8%). UTC times.
export const DEMO_ORDERS: readonly Order[] = [
  {
    orderId: "ORD-2024-001",
    status: "processing",
    placedAt: "2024-12-02T07:40:00Z",
    items: [
      { name: "iPhone 15 Pro MagSafe Clear Case", quantity: 1, priceCents: 329868 },
      { name: "Tempered Glass Screen Protector (iPhone 15 Series)", quantity: 2, priceCents: 118668 },
      { name: "Braided USB-C to Lightning Cable (2 m)", quantity: 1, priceCents: 237468 },
    ],
    customer: {
      name: "Wanjiku Njoroge",
      phone: "+254 712 345 678",
      email: "wanjiku.njoroge@example.com",
      address: "Apartment 4B, Tirus Court, Argwings Kodhek Road",
      area: "Kilimani",
    },
    // subtotal 804,672 + tax 64,374
    payment: { method: "mpesa", amountCents: 869046, status: "Paid" },
    steps: demoSteps(1, [
      ["We have received your order and payment.", "2024-12-02T07:40:00Z"],
      ["Your items are being picked, checked and packed at our Westlands store.", "2024-12-02T09:05:00Z"],
      ["Our rider will bring your order to your door.", null],
      ["Your order will be handed over to you.", null],
    ]),
    estimatedDelivery: "2024-12-03",
  },
  {
    orderId: "ORD-2024-002",
    status: "shipped",
    placedAt: "2024-11-30T12:20:00Z",
    items: [
      { name: "Galaxy S24 Ultra Rugged Armor Case", quantity: 1, priceCents: 395868 },
      { name: "Samsung 25W Super Fast Charger", quantity: 1, priceCents: 297000 },
    ],
    customer: {
      name: "James Ochieng",
      phone: "+254 722 908 114",
      email: "james.ochieng@example.com",
      address: "Delta Corner Annex, 7th Floor, Waiyaki Way",
      area: "Westlands",
    },
    // subtotal 692,868 + tax 55,429
    payment: { method: "delivery", amountCents: 748297, status: "Pay on delivery" },
    steps: demoSteps(2, [
      ["We have received your order. You will pay when it arrives.", "2024-11-30T12:20:00Z"],
      ["Your items were picked, checked and packed at our Westlands store.", "2024-11-30T14:00:00Z"],
      ["Our rider is on the way. Please keep your phone nearby.", "2024-12-01T06:30:00Z"],
      ["Your order will be handed over to you.", null],
    ]),
    estimatedDelivery: "2024-12-01",
  },
  {
    orderId: "ORD-2024-003",
    status: "delivered",
    placedAt: "2024-11-25T08:10:00Z",
    items: [
      { name: "Tecno 18W Fast Charger with USB-C Cable", quantity: 2, priceCents: 131868 },
      { name: "Tecno Camon 20 Pro Flip Wallet Case", quantity: 1, priceCents: 151800 },
      { name: "3-in-1 Braided Charging Cable", quantity: 1, priceCents: 165000 },
    ],
    customer: {
      name: "Fatuma Abdalla",
      phone: "+254 733 456 210",
      email: "fatuma.abdalla@example.com",
      address: "House 17, Kasarani Mwiki Road, near Sunton Shopping Centre",
      area: "Kasarani",
    },
    // subtotal 580,536 + tax 46,443
    payment: { method: "card", amountCents: 626979, status: "Paid" },
    steps: demoSteps(4, [
      ["We have received your order and payment.", "2024-11-25T08:10:00Z"],
      ["Your items were picked, checked and packed at our Westlands store.", "2024-11-25T10:00:00Z"],
      ["Our rider collected your order for delivery.", "2024-11-26T06:45:00Z"],
      ["Delivered and signed for. Enjoy your new accessories!", "2024-11-26T09:20:00Z"],
    ]),
    estimatedDelivery: "2024-11-26",
  },
];

export const DEMO_ORDER_IDS: readonly string[] = DEMO_ORDERS.map((o) => o.orderId);

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  mpesa: "M-Pesa",
  card: "Credit / Debit Card",
  delivery: "Pay on Delivery",
};

/** The line under each payment method's name at checkout. */
export const PAYMENT_METHOD_HINTS: Readonly<Record<PaymentMethod, string>> = {
  mpesa: "We send a payment request to your phone.",
  card: "Visa or Mastercard, credit or debit.",
  delivery: "Pay when your order arrives.",
};

export const WHATSAPP_LINK = "Send to SimuTech on WhatsApp";

export const PAYMENT_RECEIPT_LABEL = "M-Pesa receipt";

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  processing: "Processing",
  confirmed: "Confirmed",
  shipped: "Shipped",
  delivered: "Delivered",
};
