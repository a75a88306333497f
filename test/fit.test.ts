import { describe, expect, it } from "vitest";
import { PRODUCTS } from "~/data/catalogue.server";
import { CONNECTOR_LABELS, CONNECTORS, FAST_CHARGING, PHONE_BRANDS, PHONES } from "~/data/phones";
import { PRODUCT_SPECS } from "~/data/product-specs.server";
import { validatePhones } from "~/lib/catalogue-files";
import { fitFor, phoneByKey, type FitAnswer } from "~/lib/fit";
import { fitReason, fittingByBrand } from "~/lib/fit-details";

const phone = (key: string) => phoneByKey(key)!;
const product = (name: string) => PRODUCTS.find((p) => p.name === name)!;

describe("the phones", () => {
  it("are 30-40, several per brand, with unique URL-safe keys, each its name's slug; the build refuses a duplicate or a mistyped key", () => {
    // About 30-40 models, every brand with several generations.
    expect(PHONES.length >= 30 && PHONES.length <= 40, String(PHONES.length)).toBe(true);
    for (const brand of PHONE_BRANDS)
      expect(PHONES.filter((p) => p.brand === brand.id).length, brand.label).toBeGreaterThanOrEqual(4);
    // validatePhones: every key unique, and its name's slug (URL-safe: slug.test).
    expect(() => validatePhones(PHONES)).not.toThrow();
    const a54 = phone("galaxy-a54");
    expect(() => validatePhones([...PHONES, a54])).toThrow(`Phone "Galaxy A54": key galaxy-a54 is another phone's`);
    expect(() => validatePhones([{ ...a54, key: "a54" }])).toThrow(`Phone "Galaxy A54": its key is not galaxy-a54`);
  });

  it("have consistent connectors: iPhones before the 15 Lightning, the 15s USB-C; SUPERVOOC only on Oppo", () => {
    for (const p of PHONES.filter((x) => x.brand === "apple")) {
      const generation = Number(/iPhone (\d+)/.exec(p.name)?.[1]);
      expect(p.connector, p.name).toBe(generation >= 15 ? "usb-c" : "lightning");
    }
    for (const p of PHONES) {
      if ((p.fast as readonly string[]).includes("supervooc")) expect(p.brand, p.name).toBe("oppo");
      // Fast charging needs a port a fast charger plugs into.
      if (p.fast.length > 0) expect(p.connector, p.name).not.toBe("micro-usb");
    }
    // Every connector and standard is some phone's, so no fit names one that answers nothing.
    expect(CONNECTORS.filter((c) => !PHONES.some((p) => p.connector === c))).toEqual([]);
    expect(FAST_CHARGING.filter((f) => !PHONES.some((p) => (p.fast as readonly string[]).includes(f)))).toEqual([]);
  });
});

describe("every product has an answer for every phone", () => {
  const answers: readonly FitAnswer[] = ["fits", "standard-speed", "no"];

  it("fits, fits with a note, or does not fit: never nothing, and every product fits some phone", () => {
    for (const p of PRODUCTS) {
      const given = PHONES.map((ph) => fitFor(p.fits, ph));
      for (const [i, answer] of given.entries()) expect(answers, `${p.name} × ${PHONES[i]!.name}`).toContain(answer);
      expect(given, p.name).not.toEqual(PHONES.map(() => "no"));
    }
    // And every phone finds something.
    expect(PHONES.filter((ph) => PRODUCTS.every((p) => fitFor(p.fits, ph) === "no"))).toEqual([]);
  });

  it("a charger or cable names each connector it fits by in its specification lines", () => {
    for (const p of PRODUCTS) {
      if (p.fits.by !== "connector") continue;
      const specs = (PRODUCT_SPECS[p.id] ?? []).map((s) => s.value).join(" ");
      for (const c of p.fits.connectors) expect(specs, p.name).toContain(CONNECTOR_LABELS[c]);
    }
  });
});

describe("the answers", () => {
  it("by model: only the named models", () => {
    const glass = product("Tempered Glass Screen Protector (iPhone 15 Series)");
    expect(PHONES.filter((ph) => fitFor(glass.fits, ph) === "fits").map((ph) => ph.key)).toEqual([
      "iphone-15-pro-max",
      "iphone-15-pro",
      "iphone-15-plus",
      "iphone-15",
    ]);
    expect(fitFor(glass.fits, phone("iphone-14"))).toBe("no");
  });

  it("by connector, fast only on the phones that speak the charger's standard; earbuds and a 3-in-1 cable fit every phone", () => {
    const vooc = product("Oppo 67W SUPERVOOC Charger").fits;
    const phones = ["oppo-reno-11", "galaxy-a54", "iphone-14", "oppo-a17"];
    expect(phones.map((key) => fitFor(vooc, phone(key)))).toEqual(["fits", "standard-speed", "no", "no"]);
    const lightning = product("Braided USB-C to Lightning Cable (2 m)").fits;
    expect(["iphone-14", "iphone-15"].map((key) => fitFor(lightning, phone(key)))).toEqual(["fits", "no"]);
    for (const everyPhone of ["3-in-1 Braided Charging Cable", "Samsung Galaxy Buds FE"])
      expect(PHONES.every((ph) => fitFor(product(everyPhone).fits, ph) === "fits")).toBe(true);
  });

  // Each answer's own words: test/e2e/fits.spec.ts, on the cards.
  it("give the reason when it does not fit or charges slowly", () => {
    const a54 = phone("galaxy-a54");
    expect(fitReason(product("Oppo 67W SUPERVOOC Charger").fits, a54)).toBe(
      "Fast charging needs SUPERVOOC, which your Galaxy A54 does not use.",
    );
    expect(fitReason(product("Camera Lens Protector Set (iPhone 15 Pro)").fits, a54)).toBe(
      "It is made for the iPhone 15 Pro and iPhone 15 Pro Max.",
    );
    expect(fitReason(product("Braided USB-C to Lightning Cable (2 m)").fits, a54)).toBe(
      "Your Galaxy A54 charges through USB-C; this is for Lightning phones.",
    );
    expect(fitReason(product("Samsung Galaxy Buds FE").fits, a54)).toBe("");
  });

  it("grouped by brand for the product page, with the charging note", () => {
    const groups = fittingByBrand(product("Oppo 67W SUPERVOOC Charger").fits);
    expect(groups.map((g) => g.label)).toEqual(["Apple", "Samsung", "Oppo", "Tecno", "Infinix"]);
    const oppo = groups.find((g) => g.brand === "oppo")!;
    expect(oppo.phones.map((x) => x.phone.key)).not.toContain("oppo-a17");
    expect(oppo.phones.every((x) => x.answer === "fits")).toBe(true);
    expect(groups.find((g) => g.brand === "samsung")!.phones.every((x) => x.answer === "standard-speed")).toBe(true);
    expect(fittingByBrand(product("iPhone 14 Silicone Case").fits)).toEqual([
      { brand: "apple", label: "Apple", phones: [{ phone: phone("iphone-14"), answer: "fits" }] },
    ]);
  });
});
