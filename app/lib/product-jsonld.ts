// A product page's schema.org Product (JSON-LD): the KSh price it shows, the phones it fits as what it is for.
import { SKU_PREFIX } from "~/data/products";
import type { Product } from "./entities";
import { fittingByBrand } from "./fit-details";
import { usdToKshCents } from "./money";
import { productPath } from "./slug";

export function productJsonLd(product: Product, origin: string) {
  const url = new URL(productPath(product), origin).href;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    image: new URL(product.image, origin).href,
    description: product.description,
    sku: `${SKU_PREFIX}${String(product.id).padStart(3, "0")}`,
    brand: { "@type": "Brand", name: product.brand },
    url,
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "KES",
      price: (usdToKshCents(product.price) / 100).toFixed(2),
      availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    },
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: product.rating,
      reviewCount: product.reviews,
      bestRating: 5,
    },
    isAccessoryOrSparePartFor: fittingByBrand(product.fits).flatMap(({ label, phones }) =>
      phones.map(({ phone }) => ({ "@type": "Product", name: phone.name, brand: { "@type": "Brand", name: label } })),
    ),
  };
}
