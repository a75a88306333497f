import { expect, it } from "vitest";
import { PRODUCTS } from "~/data/catalogue.server";
import { productPath, productSlug, serviceSlug } from "~/lib/slug";

// Which overview services land on their pages (two), the others on the 404 page: test/e2e/services.spec.ts.
it("services': lowercased, & dropped, spaces collapsed into one hyphen", () => {
  expect(serviceSlug("Android & iOS Support")).toBe("android-ios-support");
  expect(serviceSlug("Multi-Brand Device Setup")).toBe("multi-brand-device-setup");
  expect(serviceSlug("  Screen   Repair & Replacement ")).toBe("screen-repair-replacement");
});

it("products': lower case, runs of other characters one hyphen, trimmed; every product its own path under /shop", () => {
  expect(productSlug("iPhone 15 Pro MagSafe Clear Case")).toBe("iphone-15-pro-magsafe-clear-case");
  expect(productSlug("Braided USB-C to Lightning Cable (2 m)")).toBe("braided-usb-c-to-lightning-cable-2-m");
  expect(productSlug("3-in-1 Braided Charging Cable")).toBe("3-in-1-braided-charging-cable");
  expect(productSlug("  --Café & Co.!  ")).toBe("caf-co");
  expect(productSlug("✓")).toBe("");
  const paths = PRODUCTS.map(productPath);
  expect(new Set(paths).size).toBe(PRODUCTS.length);
  for (const p of paths) expect(p).toMatch(/^\/shop\/[a-z0-9]+(-[a-z0-9]+)*$/);
});
