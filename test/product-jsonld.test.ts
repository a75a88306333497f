import { describe, expect, it } from "vitest";
import { PRODUCTS } from "~/data/catalogue.server";
import { productJsonLd } from "~/lib/product-jsonld";

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

  it("has a unique sku per product and serialises without a raw '<' once escaped as Remix does", () => {
    expect(new Set(PRODUCTS.map((p) => productJsonLd(p, ORIGIN).sku)).size).toBe(PRODUCTS.length);
    for (const p of PRODUCTS) {
      const data = productJsonLd({ ...p, description: `${p.description} </script><b>` }, ORIGIN);
      const text = JSON.stringify(data).replace(/</g, "\\u003c");
      expect(text).not.toContain("<");
      expect(JSON.parse(text)).toEqual(data);
    }
  });
});
