import type { Category, Product } from "~/lib/entities";

/** The shop catalogue: 16 products, prices in US dollars (display converts to KSh). */
export const PRODUCTS: readonly Product[] = [
  {
    id: 1,
    name: "iPhone 15 Pro MagSafe Clear Case",
    category: "iphone",
    price: 24.99,
    rating: 4.8,
    reviews: 312,
    image: "/images/products/iphone-15-pro-magsafe-clear-case.svg",
    imageAlt: "Transparent iPhone 15 Pro case with a MagSafe ring on the back",
    badge: "Best Seller",
    inStock: true,
    description:
      "Crystal-clear, yellowing-resistant case with built-in magnets for MagSafe chargers and wallets.",
    featured: true,
  },
  {
    id: 2,
    name: "Apple 20W USB-C Power Adapter",
    category: "iphone",
    price: 19.99,
    rating: 4.7,
    reviews: 486,
    image: "/images/products/apple-20w-usb-c-power-adapter.svg",
    imageAlt: "Compact white USB-C wall charger with a three-pin UK-style plug",
    badge: "Popular",
    inStock: true,
    description:
      "Fast-charges any iPhone from 12 onwards to 50% in about 30 minutes, with a Kenyan three-pin plug.",
    featured: false,
  },
  {
    id: 3,
    name: "iPhone 14 Silicone Case",
    category: "iphone",
    price: 14.99,
    originalPrice: 22.99,
    rating: 4.5,
    reviews: 158,
    image: "/images/products/iphone-14-silicone-case.svg",
    imageAlt: "Soft-touch midnight blue silicone case for iPhone 14",
    badge: "Sale",
    inStock: true,
    description:
      "Soft-touch silicone exterior with a microfibre lining that keeps your iPhone 14 scratch-free.",
    featured: false,
  },
  {
    id: 4,
    name: "Galaxy S24 Ultra Rugged Armor Case",
    category: "samsung",
    price: 29.99,
    rating: 4.9,
    reviews: 204,
    image: "/images/products/galaxy-s24-ultra-rugged-armor-case.svg",
    imageAlt: "Black rugged case for Samsung Galaxy S24 Ultra with reinforced corners",
    badge: "New",
    inStock: true,
    description:
      "Military-grade drop protection with air-cushioned corners and a raised lip around the camera.",
    featured: true,
  },
  {
    id: 5,
    name: "Samsung 25W Super Fast Charger",
    category: "samsung",
    price: 22.5,
    rating: 4.6,
    reviews: 377,
    image: "/images/products/samsung-25w-super-fast-charger.svg",
    imageAlt: "Black Samsung 25W USB-C wall charger",
    badge: "Best Seller",
    inStock: true,
    description:
      "Genuine Samsung Super Fast Charging adapter for Galaxy S, A and Z series phones.",
    featured: false,
  },
  {
    id: 6,
    name: "Samsung Galaxy Buds FE",
    category: "samsung",
    price: 79,
    originalPrice: 89,
    rating: 4.6,
    reviews: 129,
    image: "/images/products/samsung-galaxy-buds-fe.svg",
    imageAlt: "Pair of graphite Samsung Galaxy Buds FE earbuds beside their charging case",
    badge: "Sale",
    inStock: true,
    description:
      "Wireless earbuds with active noise cancelling, a secure wing-tip fit and up to 21 hours with the case.",
    featured: false,
  },
  {
    id: 7,
    name: "Oppo Reno 11 Shockproof Case",
    category: "oppo",
    price: 12.99,
    rating: 4.4,
    reviews: 86,
    image: "/images/products/oppo-reno-11-shockproof-case.svg",
    imageAlt: "Slim green shockproof case for Oppo Reno 11",
    inStock: true,
    description:
      "Slim TPU case with reinforced corners and precise cut-outs for the Reno 11 camera and ports.",
    featured: false,
  },
  {
    id: 8,
    name: "Oppo 67W SUPERVOOC Charger",
    category: "oppo",
    price: 34.99,
    rating: 4.7,
    reviews: 142,
    image: "/images/products/oppo-67w-supervooc-charger.svg",
    imageAlt: "White Oppo 67W SUPERVOOC wall charger with a USB-C cable",
    badge: "New",
    inStock: true,
    description:
      "Charges a Reno 11 from flat to full in under 45 minutes; cable included.",
    featured: true,
  },
  {
    id: 9,
    name: "Tecno Camon 20 Pro Flip Wallet Case",
    category: "tecno",
    price: 11.5,
    rating: 4.3,
    reviews: 97,
    image: "/images/products/tecno-camon-20-pro-flip-wallet-case.svg",
    imageAlt: "Brown leather-look flip wallet case for Tecno Camon 20 Pro with card slots",
    inStock: true,
    description:
      "Leather-look flip cover with three card slots and a magnetic clasp that doubles as a stand.",
    featured: false,
  },
  {
    id: 10,
    name: "Tecno 18W Fast Charger with USB-C Cable",
    category: "tecno",
    price: 9.99,
    rating: 4.5,
    reviews: 263,
    image: "/images/products/tecno-18w-fast-charger.svg",
    imageAlt: "White Tecno 18W wall charger with a coiled USB-C cable",
    badge: "Popular",
    inStock: true,
    description:
      "Reliable 18W fast charging for Tecno Spark, Camon and Pova phones, with a 1 m cable.",
    featured: true,
  },
  {
    id: 11,
    name: "Braided USB-C to Lightning Cable (2 m)",
    category: "cables",
    price: 17.99,
    rating: 4.8,
    reviews: 421,
    image: "/images/products/braided-usb-c-to-lightning-cable.svg",
    imageAlt: "Coiled grey braided cable with USB-C and Lightning connectors",
    badge: "Best Seller",
    inStock: true,
    description:
      "MFi-certified nylon-braided cable for fast-charging iPhones, long enough to reach from the sofa.",
    featured: true,
  },
  {
    id: 12,
    name: "3-in-1 Braided Charging Cable",
    category: "cables",
    price: 12.5,
    originalPrice: 16,
    rating: 4.4,
    reviews: 188,
    image: "/images/products/3-in-1-braided-charging-cable.svg",
    imageAlt: "Braided cable splitting into USB-C, Lightning and Micro-USB connectors",
    badge: "Sale",
    inStock: true,
    description:
      "One cable for the whole household: USB-C, Lightning and Micro-USB tips on a 1.2 m braided lead.",
    featured: false,
  },
  {
    id: 13,
    name: "USB-C to USB-C 100W Cable (1 m)",
    category: "cables",
    price: 14.99,
    rating: 4.6,
    reviews: 94,
    image: "/images/products/usb-c-to-usb-c-100w-cable.svg",
    imageAlt: "Black USB-C to USB-C cable rated for 100W charging",
    inStock: true,
    description:
      "Charges phones, tablets and laptops at up to 100W and syncs data at USB 2.0 speeds.",
    featured: false,
  },
  {
    id: 14,
    name: "Tempered Glass Screen Protector (iPhone 15 Series)",
    category: "protection",
    price: 8.99,
    rating: 4.7,
    reviews: 536,
    image: "/images/products/tempered-glass-screen-protector-iphone-15.svg",
    imageAlt: "9H tempered glass screen protector with an installation frame",
    badge: "Best Seller",
    inStock: true,
    description:
      "9H tempered glass with an oleophobic coating and an alignment frame for a bubble-free fit.",
    featured: true,
  },
  {
    id: 15,
    name: "Galaxy S24 Privacy Screen Protector",
    category: "protection",
    price: 11.99,
    rating: 4.5,
    reviews: 73,
    image: "/images/products/galaxy-s24-privacy-screen-protector.svg",
    imageAlt: "Dark-tinted privacy screen protector for Samsung Galaxy S24",
    badge: "New",
    inStock: true,
    description:
      "Anti-spy tempered glass that keeps your screen private on the matatu while staying clear head-on.",
    featured: false,
  },
  {
    id: 16,
    name: "Camera Lens Protector Set (iPhone 15 Pro)",
    category: "protection",
    price: 6.5,
    rating: 4.4,
    reviews: 65,
    image: "/images/products/camera-lens-protector-set.svg",
    imageAlt: "Set of three round glass lens covers for the iPhone 15 Pro camera",
    inStock: true,
    description:
      "Individual sapphire-coated glass rings that guard each camera lens without affecting photos.",
    featured: false,
  },
];

/** Featured products for the home carousel (exactly six). */
export const FEATURED_PRODUCTS: readonly Product[] = PRODUCTS.filter((p) => p.featured);

export type ShopFilterId = "all" | Category;
export type ShopFilter = { readonly id: ShopFilterId; readonly label: string; readonly count: number };

/** Shop category filter buttons. The counts are fixed display values (SPEC.md section 2). */
export const SHOP_FILTERS: readonly ShopFilter[] = [
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

export type HomeCategory = {
  readonly id: Category;
  readonly title: string;
  readonly text: string;
  readonly image: string;
  readonly imageAlt: string;
};

/** Home page "Shop by category" cards; link each to /shop?category=<id>. */
export const HOME_CATEGORIES: readonly HomeCategory[] = [
  {
    id: "iphone",
    title: "iPhone",
    text: "MagSafe cases, USB-C chargers and Lightning cables for every iPhone.",
    image: "/images/categories/iphone.svg",
    imageAlt: "Stylised iPhone on a soft grey background",
  },
  {
    id: "samsung",
    title: "Samsung",
    text: "Rugged cases, Super Fast chargers and Galaxy Buds for your Galaxy.",
    image: "/images/categories/samsung.svg",
    imageAlt: "Stylised Samsung Galaxy phone on a deep blue background",
  },
  {
    id: "oppo",
    title: "Oppo",
    text: "SUPERVOOC chargers and slim, shockproof cases for Reno and A series.",
    image: "/images/categories/oppo.svg",
    imageAlt: "Stylised Oppo phone on a green background",
  },
  {
    id: "tecno",
    title: "Tecno",
    text: "Flip covers, fast chargers and cables for Camon, Spark and Pova.",
    image: "/images/categories/tecno.svg",
    imageAlt: "Stylised Tecno phone on a sky-blue background",
  },
];
