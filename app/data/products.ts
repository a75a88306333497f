import type { Category } from "~/lib/entities";

/** Intrinsic size of every product picture (public/images/products/*.svg, square). */
export const PRODUCT_IMAGE_SIZE = 400;

export type ShopFilterId = "all" | Category;
/** Shop category filter buttons. The counts are fixed display values. */
export const SHOP_FILTERS: readonly { readonly id: ShopFilterId; readonly label: string; readonly count: number }[] = [
  { id: "all", label: "All Products", count: 32 },
  { id: "iphone", label: "iPhone", count: 8 },
  { id: "samsung", label: "Samsung", count: 10 },
  { id: "oppo", label: "Oppo", count: 7 },
  { id: "tecno", label: "Tecno", count: 7 },
];

export const CATEGORY_LABELS: Readonly<Record<Category, string>> = {
  iphone: "iPhone",
  samsung: "Samsung",
  oppo: "Oppo",
  tecno: "Tecno",
  cables: "Cables",
  protection: "Protection",
};

/** Stock-keeping unit: this prefix and the product id in three digits (e.g. STN-001). */
export const SKU_PREFIX = "STN-";

/** The product page's quantity stepper goes from 1 to this. */
export const MAX_ADD_QUANTITY = 10;

/** The header search suggests at most this many products. */
export const SEARCH_SUGGESTION_LIMIT = 6;

/** What goes with a product of each category, nearest first: its related products after its own category's. */
export const COMPANION_CATEGORIES: Readonly<Record<Category, readonly Category[]>> = {
  iphone: ["protection", "cables"],
  samsung: ["protection", "cables"],
  oppo: ["cables", "protection"],
  tecno: ["cables", "protection"],
  cables: ["iphone", "samsung", "oppo", "tecno"],
  protection: ["iphone", "samsung", "oppo", "tecno"],
};
