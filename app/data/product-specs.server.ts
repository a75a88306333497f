import type { ProductSpec } from "~/lib/entities";

// By product id, a module of its own: the pages that list products do not load them.
export const PRODUCT_SPECS: Readonly<Record<number, readonly ProductSpec[]>> = {
  1: [
    { label: "Compatibility", value: "iPhone 15 Pro" },
    { label: "Material", value: "Polycarbonate back, TPU bumper" },
    { label: "MagSafe", value: "Built-in magnet ring" },
    { label: "Drop protection", value: "Up to 2 m" },
  ],
  2: [
    { label: "Output", value: "20W USB Power Delivery" },
    { label: "Connector", value: "USB-C" },
    { label: "Plug", value: "Three-pin (Type G)" },
    { label: "Compatibility", value: "iPhone 12 and later, iPad" },
    { label: "Cable", value: "Not included: use your phone's USB-C or USB-C to Lightning cable" },
  ],
  3: [
    { label: "Compatibility", value: "iPhone 14" },
    { label: "Material", value: "Silicone with microfibre lining" },
    { label: "Colour", value: "Midnight blue" },
    { label: "MagSafe", value: "Not included" },
  ],
  4: [
    { label: "Compatibility", value: "Galaxy S24 Ultra" },
    { label: "Material", value: "TPU and polycarbonate" },
    { label: "Drop protection", value: "Up to 3 m" },
    { label: "S Pen", value: "Slot stays open" },
  ],
  5: [
    { label: "Output", value: "25W Super Fast Charging" },
    { label: "Connector", value: "USB-C" },
    { label: "Plug", value: "Three-pin (Type G)" },
    { label: "Compatibility", value: "Galaxy S, A and Z series" },
  ],
  6: [
    { label: "Noise cancelling", value: "Active (ANC)" },
    { label: "Battery", value: "Up to 21 hours with the case" },
    { label: "Connectivity", value: "Bluetooth 5.2" },
    { label: "Water resistance", value: "IPX2" },
  ],
  7: [
    { label: "Compatibility", value: "Oppo Reno 11" },
    { label: "Material", value: "Flexible TPU" },
    { label: "Colour", value: "Green" },
    { label: "Thickness", value: "1.5 mm" },
  ],
  8: [
    { label: "Output", value: "67W SUPERVOOC" },
    { label: "Connector", value: "USB-A to USB-C cable, 1 m" },
    { label: "Plug", value: "Three-pin (Type G)" },
    { label: "Compatibility", value: "Reno 11 and other SUPERVOOC phones" },
  ],
  9: [
    { label: "Compatibility", value: "Tecno Camon 20 Pro" },
    { label: "Material", value: "Leather-look PU" },
    { label: "Card slots", value: "3" },
    { label: "Stand", value: "Magnetic clasp folds into a stand" },
  ],
  10: [
    { label: "Output", value: "18W fast charging" },
    { label: "Cable", value: "USB-C, 1 m" },
    { label: "Plug", value: "Three-pin (Type G)" },
    { label: "Compatibility", value: "Tecno Spark, Camon and Pova" },
  ],
  11: [
    { label: "Connectors", value: "USB-C to Lightning" },
    { label: "Length", value: "2 m" },
    { label: "Certification", value: "Apple MFi" },
    { label: "Jacket", value: "Nylon braid" },
  ],
  12: [
    { label: "Connectors", value: "USB-A to USB-C, Lightning and Micro-USB" },
    { label: "Length", value: "1.2 m" },
    { label: "Output", value: "Up to 2.4 A" },
    { label: "Jacket", value: "Nylon braid" },
  ],
  13: [
    { label: "Connectors", value: "USB-C to USB-C" },
    { label: "Length", value: "1 m" },
    { label: "Power", value: "Up to 100W" },
    { label: "Data", value: "USB 2.0, 480 Mbps" },
  ],
  14: [
    { label: "Compatibility", value: "iPhone 15, 15 Plus, 15 Pro, 15 Pro Max" },
    { label: "Hardness", value: "9H tempered glass" },
    { label: "Coating", value: "Oleophobic" },
    { label: "In the box", value: "Alignment frame, 2 protectors" },
  ],
  15: [
    { label: "Compatibility", value: "Galaxy S24" },
    { label: "Hardness", value: "9H tempered glass" },
    { label: "Privacy", value: "Dark from 30° off-centre" },
    { label: "Fingerprint sensor", value: "Supported" },
  ],
  16: [
    { label: "Compatibility", value: "iPhone 15 Pro, 15 Pro Max" },
    { label: "Material", value: "Sapphire-coated glass" },
    { label: "Pieces", value: "3 lens rings" },
    { label: "Flash", value: "Cut-out keeps it clear" },
  ],
};
