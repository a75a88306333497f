/**
 * The phones our customers carry, written once: by brand, each line's current model and the three
 * previous generations, with the connector it charges by and the fast-charging standards it speaks.
 * Each product's fit (app/data/catalogue.server.ts, `fits`) names these keys, connectors and standards;
 * lib/fit answers "does it fit?" from both. The key is the model name's slug (`/shop?fits=galaxy-a54`).
 */

export const PHONE_BRANDS = [
  // `line`: the word a model's name starts with that customers leave out ("a54" for "Galaxy A54").
  { id: "apple", label: "Apple", line: "" },
  { id: "samsung", label: "Samsung", line: "Galaxy" },
  { id: "oppo", label: "Oppo", line: "Oppo" },
  { id: "tecno", label: "Tecno", line: "Tecno" },
  { id: "infinix", label: "Infinix", line: "Infinix" },
] as const;
export type PhoneBrandId = (typeof PHONE_BRANDS)[number]["id"];

/** The ports phones charge through, as a product page names them. */
export const CONNECTORS = ["usb-c", "lightning", "micro-usb"] as const;
export type Connector = (typeof CONNECTORS)[number];
export const CONNECTOR_LABELS: Readonly<Record<Connector, string>> = {
  "usb-c": "USB-C",
  lightning: "Lightning",
  "micro-usb": "Micro-USB",
};

/** Fast-charging standards a charger may speak: a phone that speaks none of a charger's charges at standard speed. */
export const FAST_CHARGING = ["usb-pd", "supervooc"] as const;
export type FastCharging = (typeof FAST_CHARGING)[number];
export const FAST_CHARGING_LABELS: Readonly<Record<FastCharging, string>> = {
  "usb-pd": "USB Power Delivery",
  supervooc: "SUPERVOOC",
};

export interface PhoneModel {
  readonly key: string;
  readonly brand: PhoneBrandId;
  readonly name: string;
  readonly connector: Connector;
  readonly fast: readonly FastCharging[];
}

const PD = ["usb-pd"] as const;
const VOOC = ["supervooc"] as const;

/** Newest first within each brand; the pickers list them in this order. */
export const PHONES = [
  { key: "iphone-15-pro-max", brand: "apple", name: "iPhone 15 Pro Max", connector: "usb-c", fast: PD },
  { key: "iphone-15-pro", brand: "apple", name: "iPhone 15 Pro", connector: "usb-c", fast: PD },
  { key: "iphone-15-plus", brand: "apple", name: "iPhone 15 Plus", connector: "usb-c", fast: PD },
  { key: "iphone-15", brand: "apple", name: "iPhone 15", connector: "usb-c", fast: PD },
  { key: "iphone-14-pro-max", brand: "apple", name: "iPhone 14 Pro Max", connector: "lightning", fast: PD },
  { key: "iphone-14-pro", brand: "apple", name: "iPhone 14 Pro", connector: "lightning", fast: PD },
  { key: "iphone-14", brand: "apple", name: "iPhone 14", connector: "lightning", fast: PD },
  { key: "iphone-13-pro", brand: "apple", name: "iPhone 13 Pro", connector: "lightning", fast: PD },
  { key: "iphone-13", brand: "apple", name: "iPhone 13", connector: "lightning", fast: PD },
  { key: "iphone-12", brand: "apple", name: "iPhone 12", connector: "lightning", fast: PD },
  { key: "galaxy-s24-ultra", brand: "samsung", name: "Galaxy S24 Ultra", connector: "usb-c", fast: PD },
  { key: "galaxy-s24", brand: "samsung", name: "Galaxy S24", connector: "usb-c", fast: PD },
  { key: "galaxy-s23-ultra", brand: "samsung", name: "Galaxy S23 Ultra", connector: "usb-c", fast: PD },
  { key: "galaxy-s23", brand: "samsung", name: "Galaxy S23", connector: "usb-c", fast: PD },
  { key: "galaxy-s22", brand: "samsung", name: "Galaxy S22", connector: "usb-c", fast: PD },
  { key: "galaxy-s21", brand: "samsung", name: "Galaxy S21", connector: "usb-c", fast: PD },
  { key: "galaxy-a55", brand: "samsung", name: "Galaxy A55", connector: "usb-c", fast: PD },
  { key: "galaxy-a54", brand: "samsung", name: "Galaxy A54", connector: "usb-c", fast: PD },
  { key: "galaxy-a53", brand: "samsung", name: "Galaxy A53", connector: "usb-c", fast: PD },
  { key: "galaxy-a52", brand: "samsung", name: "Galaxy A52", connector: "usb-c", fast: PD },
  { key: "oppo-reno-11", brand: "oppo", name: "Oppo Reno 11", connector: "usb-c", fast: VOOC },
  { key: "oppo-reno-10", brand: "oppo", name: "Oppo Reno 10", connector: "usb-c", fast: VOOC },
  { key: "oppo-reno-8", brand: "oppo", name: "Oppo Reno 8", connector: "usb-c", fast: VOOC },
  { key: "oppo-reno-7", brand: "oppo", name: "Oppo Reno 7", connector: "usb-c", fast: VOOC },
  { key: "oppo-a78", brand: "oppo", name: "Oppo A78", connector: "usb-c", fast: VOOC },
  { key: "oppo-a17", brand: "oppo", name: "Oppo A17", connector: "micro-usb", fast: [] },
  { key: "tecno-camon-20-pro", brand: "tecno", name: "Tecno Camon 20 Pro", connector: "usb-c", fast: [] },
  { key: "tecno-camon-20", brand: "tecno", name: "Tecno Camon 20", connector: "usb-c", fast: [] },
  { key: "tecno-camon-19", brand: "tecno", name: "Tecno Camon 19", connector: "usb-c", fast: [] },
  { key: "tecno-camon-18", brand: "tecno", name: "Tecno Camon 18", connector: "usb-c", fast: [] },
  { key: "tecno-spark-20", brand: "tecno", name: "Tecno Spark 20", connector: "usb-c", fast: [] },
  { key: "tecno-spark-10", brand: "tecno", name: "Tecno Spark 10", connector: "usb-c", fast: [] },
  { key: "tecno-pova-5", brand: "tecno", name: "Tecno Pova 5", connector: "usb-c", fast: [] },
  { key: "infinix-hot-40", brand: "infinix", name: "Infinix Hot 40", connector: "usb-c", fast: [] },
  { key: "infinix-hot-30", brand: "infinix", name: "Infinix Hot 30", connector: "usb-c", fast: [] },
  { key: "infinix-hot-20", brand: "infinix", name: "Infinix Hot 20", connector: "usb-c", fast: [] },
  { key: "infinix-hot-12", brand: "infinix", name: "Infinix Hot 12", connector: "usb-c", fast: [] },
  { key: "infinix-note-30", brand: "infinix", name: "Infinix Note 30", connector: "usb-c", fast: [] },
] as const satisfies readonly PhoneModel[];

export type PhoneKey = (typeof PHONES)[number]["key"];
export const PHONE_KEYS = PHONES.map((p) => p.key) as [PhoneKey, ...PhoneKey[]];
