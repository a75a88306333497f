import { useId } from "react";
import { CATEGORY_LABELS } from "~/data/products";
import type { Product } from "~/lib/entities";
import { sectionTitle } from "~/styles/utils.css";
import { ProductCard } from "./ProductCard";
import * as s from "./productPage.css";
import * as shop from "./shop.css";

export function RelatedProducts({ products }: { products: readonly Product[] }) {
  const titleId = useId();
  const first = products[0];
  if (!first) return null;
  return (
    <section className={s.related} aria-labelledby={titleId}>
      <h2 id={titleId} className={sectionTitle}>
        More {CATEGORY_LABELS[first.category]} accessories
      </h2>
      <ul className={shop.list.grid}>
        {products.map((p) => (
          <li key={p.id} className={shop.item}>
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
