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

/* ------------------------------------------------------------------ */
/* Enumerations                                                       */
/* ------------------------------------------------------------------ */

// The values live in ./enums (no zod); those other modules read are re-exported here beside their schemas.
export { BADGES, CATEGORIES, PAYMENT_METHODS, TRACKING_STEP_TITLES };

export const CategorySchema = z.enum(CATEGORIES);
const BadgeSchema = z.enum(BADGES);
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export const TrackingStepTitleSchema = z.enum(TRACKING_STEP_TITLES);

/* ------------------------------------------------------------------ */
/* Catalogue                                                           */
/* ------------------------------------------------------------------ */

/**
 * Which phones a product fits (app/data/phones): named models (cases, screen and lens protectors), every
 * phone with one of these connectors (chargers, cables; `fast`: the standard it charges fast by, any other
 * phone at standard speed), or every phone (earbuds, universal items).
 */
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

/** Prices are stored in US dollars; display converts to KSh. */
export const ProductSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  category: CategorySchema,
  price: z.number().positive(),
  originalPrice: z.number().positive().optional(),
  rating: z.number().min(0).max(5),
  reviews: z.number().int().nonnegative(),
  image: z.string().startsWith("/images/"),
  imageAlt: z.string().min(1),
  badge: BadgeSchema.optional(),
  inStock: z.boolean(),
  description: z.string().min(1),
  featured: z.boolean(),
  /** Maker (own-label accessories carry the shop's); the product page's structured data names it. */
  brand: z.string().min(1),
  fits: FitSchema,
});

/** A product page's specification line (3-5 a product, app/data/product-specs). */
export const ProductSpecSchema = z.object({ label: z.string().min(1), value: z.string().min(1) });
export type ProductSpec = z.infer<typeof ProductSpecSchema>;

/** Services overview card. price is US dollars. */
export const ServiceSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  price: z.number().positive(),
  duration: z.string().min(1),
  popular: z.boolean(),
  icon: z.string().min(1).optional(),
});

/** Service package. price and originalPrice are whole KSh (not cents). */
export const PackageSchema = z.object({
  name: z.string().min(1),
  price: z.number().int().positive(),
  originalPrice: z.number().int().positive(),
  duration: z.string().min(1),
  features: z.array(z.string().min(1)).min(1),
  popular: z.boolean(),
});

/* ------------------------------------------------------------------ */
/* Orders (all money in integer KSh cents)                             */
/* ------------------------------------------------------------------ */

const isoDateTime = z.iso.datetime({ offset: true });

const OrderItemSchema = z.object({
  name: z.string().min(1),
  quantity: z.number().int().positive(),
  priceCents: z.number().int().nonnegative(),
});

export const TrackingStepSchema = z.object({
  id: z.number().int().min(1).max(4),
  title: TrackingStepTitleSchema,
  description: z.string().min(1),
  /** null while the step has not been reached. */
  timestamp: isoDateTime.nullable(),
  completed: z.boolean(),
  current: z.boolean(),
});

export const OrderCustomerSchema = z.object({
  name: z.string().min(1),
  phone: z.string().min(1),
  email: z.string().min(1),
  /** Address and area are optional at checkout, so they may be empty. */
  address: z.string(),
  area: z.string(),
});

const OrderPaymentSchema = z.object({
  method: PaymentMethodSchema,
  /** subtotal + round(subtotal x 8%), in KSh cents. */
  amountCents: z.number().int().nonnegative(),
  status: z.string().min(1),
  /** Orders placed before payments were simulated have neither: their status text says it all. */
  state: z.enum(PAYMENT_STATES).optional(),
  /** The M-Pesa receipt code (paid) or the Paybill confirmation code the customer typed (awaiting). */
  receipt: z.string().regex(MPESA_RECEIPT).optional(),
});

export const OrderSchema = z.object({
  orderId: z.string().startsWith("ORD"),
  status: OrderStatusSchema,
  placedAt: isoDateTime,
  items: z.array(OrderItemSchema).min(1),
  customer: OrderCustomerSchema,
  payment: OrderPaymentSchema,
  steps: z.array(TrackingStepSchema).length(TRACKING_STEP_TITLES.length),
  /** YYYY-MM-DD */
  estimatedDelivery: z.iso.date(),
});

/* ------------------------------------------------------------------ */
/* Types                                                               */
/* ------------------------------------------------------------------ */

export type Category = z.infer<typeof CategorySchema>;
export type OrderStatus = z.infer<typeof OrderStatusSchema>;
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export type TrackingStepTitle = z.infer<typeof TrackingStepTitleSchema>;
export type Product = z.infer<typeof ProductSchema>;
export type Service = z.infer<typeof ServiceSchema>;
export type Package = z.infer<typeof PackageSchema>;
export type TrackingStep = z.infer<typeof TrackingStepSchema>;
export type OrderCustomer = z.infer<typeof OrderCustomerSchema>;
export type Order = z.infer<typeof OrderSchema>;

/* ------------------------------------------------------------------ */
/* Content shapes (plain types, no runtime schema needed)              */
/* ------------------------------------------------------------------ */

export type Hero = { readonly title: string; readonly lead: string };
export type TitledText = { readonly title: string; readonly description: string };
export type ToastMessage = { readonly title: string; readonly description: string };
export type Testimonial = {
  readonly name: string;
  readonly area: string;
  readonly quote: string;
  /** 1..5 */
  readonly rating: number;
};
