import { describe, expect, it } from "vitest";
import { PRODUCTS } from "~/data/catalogue.server";
import { productJsonLd, productSku } from "~/lib/product-jsonld";

const ORIGIN = "https://shop.example";

describe("Product structured data", () => {
  it("names the product, absolute image and page URLs, sku, brand, an offer in KES and the rating", () => {
    const p = PRODUCTS.find((x) => x.id === 3)!;
    expect(productJsonLd(p, ORIGIN)).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "iPhone 14 Silicone Case",
      image: "https://shop.example/images/products/iphone-14-silicone-case.svg",
      description: p.description,
      sku: "STN-003",
      brand: { "@type": "Brand", name: p.brand },
      url: "https://shop.example/shop/iphone-14-silicone-case",
      offers: {
        "@type": "Offer",
        url: "https://shop.example/shop/iphone-14-silicone-case",
        priceCurrency: "KES",
        // 14.99 x 132 = 1,978.68 KSh, the price the page shows.
        price: "1978.68",
        availability: "https://schema.org/InStock",
      },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 158, bestRating: 5 },
      isAccessoryOrSparePartFor: [
        { "@type": "Product", name: "iPhone 14", brand: { "@type": "Brand", name: "Apple" } },
      ],
    });
  });

  it("names every phone a charger or cable fits, whatever its charging speed, and none it does not", () => {
    const cable = PRODUCTS.find((x) => x.name === "Braided USB-C to Lightning Cable (2 m)")!;
    expect(productJsonLd(cable, ORIGIN).isAccessoryOrSparePartFor.map((p) => p.name)).toEqual([
      "iPhone 14 Pro Max",
      "iPhone 14 Pro",
      "iPhone 14",
      "iPhone 13 Pro",
      "iPhone 13",
      "iPhone 12",
    ]);
    const vooc = PRODUCTS.find((x) => x.name === "Oppo 67W SUPERVOOC Charger")!;
    const names = productJsonLd(vooc, ORIGIN).isAccessoryOrSparePartFor.map((p) => p.name);
    expect(names).toContain("Galaxy A54");
    expect(names).toContain("Oppo Reno 11");
    expect(names).not.toContain("Oppo A17");
    expect(names).not.toContain("iPhone 14");
  });

  it("has a unique sku per product and serialises without a raw '<' once escaped as Remix does", () => {
    expect(new Set(PRODUCTS.map(productSku)).size).toBe(PRODUCTS.length);
    for (const p of PRODUCTS) {
      const data = productJsonLd({ ...p, description: `${p.description} </script><b>` }, ORIGIN);
      const text = JSON.stringify(data).replace(/</g, "\\u003c");
      expect(text).not.toContain("<");
      expect(JSON.parse(text)).toEqual(data);
    }
  });
});
