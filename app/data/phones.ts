// By brand, each line's current model and three previous generations; each product's `fits` names these.

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

/** A model's key: its name's slug ("Galaxy A54" -> "galaxy-a54"), the product pages' rule. */
const keyOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

// Rows, not objects: this list is in the first load of every page with product cards.
type Row = readonly [brand: PhoneBrandId, name: string, connector: Connector, fast?: readonly FastCharging[]];

/** Newest first within each brand; the pickers list them in this order. */
export const PHONES: readonly PhoneModel[] = (
  [
    ["apple", "iPhone 15 Pro Max", "usb-c", PD],
    ["apple", "iPhone 15 Pro", "usb-c", PD],
    ["apple", "iPhone 15 Plus", "usb-c", PD],
    ["apple", "iPhone 15", "usb-c", PD],
    ["apple", "iPhone 14 Pro Max", "lightning", PD],
    ["apple", "iPhone 14 Pro", "lightning", PD],
    ["apple", "iPhone 14", "lightning", PD],
    ["apple", "iPhone 13 Pro", "lightning", PD],
    ["apple", "iPhone 13", "lightning", PD],
    ["apple", "iPhone 12", "lightning", PD],
    ["samsung", "Galaxy S24 Ultra", "usb-c", PD],
    ["samsung", "Galaxy S24", "usb-c", PD],
    ["samsung", "Galaxy S23 Ultra", "usb-c", PD],
    ["samsung", "Galaxy S23", "usb-c", PD],
    ["samsung", "Galaxy S22", "usb-c", PD],
    ["samsung", "Galaxy S21", "usb-c", PD],
    ["samsung", "Galaxy A55", "usb-c", PD],
    ["samsung", "Galaxy A54", "usb-c", PD],
    ["samsung", "Galaxy A53", "usb-c", PD],
    ["samsung", "Galaxy A52", "usb-c", PD],
    ["oppo", "Oppo Reno 11", "usb-c", VOOC],
    ["oppo", "Oppo Reno 10", "usb-c", VOOC],
    ["oppo", "Oppo Reno 8", "usb-c", VOOC],
    ["oppo", "Oppo Reno 7", "usb-c", VOOC],
    ["oppo", "Oppo A78", "usb-c", VOOC],
    ["oppo", "Oppo A17", "micro-usb"],
    ["tecno", "Tecno Camon 20 Pro", "usb-c"],
    ["tecno", "Tecno Camon 20", "usb-c"],
    ["tecno", "Tecno Camon 19", "usb-c"],
    ["tecno", "Tecno Camon 18", "usb-c"],
    ["tecno", "Tecno Spark 20", "usb-c"],
    ["tecno", "Tecno Spark 10", "usb-c"],
    ["tecno", "Tecno Pova 5", "usb-c"],
    ["infinix", "Infinix Hot 40", "usb-c"],
    ["infinix", "Infinix Hot 30", "usb-c"],
    ["infinix", "Infinix Hot 20", "usb-c"],
    ["infinix", "Infinix Hot 12", "usb-c"],
    ["infinix", "Infinix Note 30", "usb-c"],
  ] satisfies readonly Row[]
).map(([brand, name, connector, fast = []]: Row) => ({ key: keyOf(name), brand, name, connector, fast }));

export const PHONE_KEYS = PHONES.map((p) => p.key) as [string, ...string[]];
