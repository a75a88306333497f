import type { MetaDescriptor } from "@remix-run/react";
import { ShareButton } from "~/components/product/ShareButton";
import { PRODUCT_IMAGE_SIZE } from "~/data/products";
import type { Product, ProductSpec } from "~/lib/entities";
import { pageMeta } from "~/lib/meta";
import { productJsonLd } from "~/lib/product-jsonld";
import { productPath } from "~/lib/slug";
import { container, section } from "~/styles/utils.css";
import { ProductDetails } from "./ProductDetails";
import { RelatedProducts } from "./RelatedProducts";

export function productMeta(product: Product, origin: string): MetaDescriptor[] {
  return [
    ...pageMeta({
      path: productPath(product),
      title: product.name,
      description: product.description,
      image: { src: product.image, alt: product.imageAlt, width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE },
    }),
    { "script:ld+json": productJsonLd(product, origin) },
  ];
}

export function ProductPage({
  product,
  specs,
  related,
}: {
  product: Product;
  specs: readonly ProductSpec[];
  related: readonly Product[];
}) {
  return (
    <div className={`${container} ${section}`}>
      <ProductDetails
        product={product}
        specs={specs}
        share={<ShareButton path={productPath(product)} title={product.name} what={product.name} />}
      />
      <RelatedProducts products={related} />
    </div>
  );
}
