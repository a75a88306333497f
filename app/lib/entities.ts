import { z } from "~/lib/zod";
import {
  BADGES,
  CATEGORIES,
  MPESA_RECEIPT,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATES,
  TRACKING_STEP_TITLES,
} from "./enums";
import { CONNECTORS, FAST_CHARGING, PHONE_KEYS } from "~/data/phones";

/** Named models, every phone with one of these connectors (`fast`: the standard it charges fast by), or every phone. */
const FitSchema = z.discriminatedUnion("by", [
  z.object({ by: z.literal("model"), models: z.array(z.enum(PHONE_KEYS)).min(1) }),
  z.object({
    by: z.literal("connector"),
    connectors: z.array(z.enum(CONNECTORS)).min(1),
    fast: z.enum(FAST_CHARGING).optional(),
  }),
  z.object({ by: z.literal("any") }),
]);
export type ProductFit = z.infer<typeof FitSchema>;

/** Prices in US dollars; display converts to KSh. */
export const ProductSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  category: z.enum(CATEGORIES),
  price: z.number().positive(),
  originalPrice: z.number().positive().optional(),
  rating: z.number().min(0).max(5),
  reviews: z.number().int().nonnegative(),
  image: z.string().startsWith("/images/"),
  imageAlt: z.string().min(1),
  badge: z.enum(BADGES).optional(),
  inStock: z.boolean(),
  description: z.string().min(1),
  featured: z.boolean().optional(),
  brand: z.string().min(1),
  fits: FitSchema,
});

export const ProductSpecSchema = z.object({ label: z.string().min(1), value: z.string().min(1) });
export type ProductSpec = z.infer<typeof ProductSpecSchema>;

/** price in US dollars. */
export interface Service {
  title: string;
  description: string;
  price: number;
  duration: string;
  popular: boolean;
}

/** Prices in whole KSh (not cents). */
export interface Package {
  name: string;
  price: number;
  originalPrice: number;
  duration: string;
  features: string[];
  popular: boolean;
}

// Orders: money in integer KSh cents.
const isoDateTime = z.iso.datetime({ offset: true });

const OrderItemSchema = z.object({
  name: z.string().min(1),
  quantity: z.number().int().positive(),
  priceCents: z.number().int().nonnegative(),
});

const TrackingStepSchema = z.object({
  id: z.number().int().min(1).max(4),
  title: z.enum(TRACKING_STEP_TITLES),
  description: z.string().min(1),
  timestamp: isoDateTime.nullable(),
  completed: z.boolean(),
  current: z.boolean(),
});

const OrderCustomerSchema = z.object({
  name: z.string().min(1),
  phone: z.string().min(1),
  email: z.string().min(1),
  address: z.string(),
  area: z.string(),
});

const OrderPaymentSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  amountCents: z.number().int().nonnegative(),
  status: z.string().min(1),
  // Orders placed before payments were simulated have neither.
  state: z.enum(PAYMENT_STATES).optional(),
  /** The M-Pesa receipt (paid) or the Paybill confirmation code typed (awaiting). */
  receipt: z.string().regex(MPESA_RECEIPT).optional(),
});

export const OrderSchema = z.object({
  orderId: z.string().startsWith("ORD"),
  status: z.enum(ORDER_STATUSES),
  placedAt: isoDateTime,
  items: z.array(OrderItemSchema).min(1),
  customer: OrderCustomerSchema,
  payment: OrderPaymentSchema,
  steps: z.array(TrackingStepSchema).length(TRACKING_STEP_TITLES.length),
  estimatedDelivery: z.iso.date(),
});

export type Category = (typeof CATEGORIES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type PaymentState = (typeof PAYMENT_STATES)[number];
export type TrackingStepTitle = (typeof TRACKING_STEP_TITLES)[number];
export type Product = z.infer<typeof ProductSchema>;
export type TrackingStep = z.infer<typeof TrackingStepSchema>;
export type OrderCustomer = z.infer<typeof OrderCustomerSchema>;
export type Order = z.infer<typeof OrderSchema>;

export type Hero = { readonly title: string; readonly lead: string };
export type TitledText = { readonly title: string; readonly description: string };
export type ToastMessage = { readonly title: string; readonly description: string };
export type Testimonial = {
  readonly name: string;
  readonly area: string;
  readonly quote: string;
  readonly rating: number;
};
