import { describe, expect, it } from "vitest";
import { PRODUCTS } from "~/data/catalogue.server";
import { productBySlug, productPath, productSlug } from "~/lib/slug";

describe("product slugs (lower case, runs of other characters -> one hyphen, trimmed)", () => {
  it("follows the rule", () => {
    expect(productSlug("iPhone 15 Pro MagSafe Clear Case")).toBe("iphone-15-pro-magsafe-clear-case");
    expect(productSlug("Braided USB-C to Lightning Cable (2 m)")).toBe("braided-usb-c-to-lightning-cable-2-m");
    expect(productSlug("3-in-1 Braided Charging Cable")).toBe("3-in-1-braided-charging-cable");
    expect(productSlug("  --Café & Co.!  ")).toBe("caf-co");
    expect(productSlug("✓")).toBe("");
  });

  it("gives every product its own path under /shop", () => {
    const paths = PRODUCTS.map(productPath);
    expect(new Set(paths).size).toBe(PRODUCTS.length);
    for (const p of paths) expect(p).toMatch(/^\/shop\/[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("finds a product by its exact slug only", () => {
    expect(productBySlug(PRODUCTS, "iphone-14-silicone-case")?.id).toBe(3);
    for (const bad of ["", "IPHONE-14-SILICONE-CASE", "iphone-14-silicone-case-", "<script>", "✓", "%E2%9C%93"])
      expect(productBySlug(PRODUCTS, bad)).toBeUndefined();
  });
});
