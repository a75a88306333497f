import { Link } from "@remix-run/react";
import { Fragment, useId, useState } from "react";
import { CATEGORY_LABELS } from "~/data/products";
import { useCart } from "~/lib/stores/cart-store";
import type { Product, ProductSpec } from "~/lib/entities";
import { formatKsh, usdToKshCents } from "~/lib/money";
import { categoryHref } from "~/lib/shop-query";
import { productPath } from "~/lib/slug";
import { FitCheck } from "~/components/fit/FitCheck";
import { FitsList } from "~/components/fit/FitsList";
import { button } from "~/styles/button.css";
import { addToCart, imageProps } from "./ProductCard";
import { ProductPrice } from "./ProductPrice";
import * as s from "./productPage.css";
import { star } from "./productCard.css";
import { QuantityStepper } from "./QuantityStepper";
import { ShareButton } from "./ShareButton";

export function ProductDetails({ product, specs }: { product: Product; specs: readonly ProductSpec[] }) {
  const [quantity, setQuantity] = useState(1);
  const cart = useCart();
  const id = useId();
  const { name, rating, reviews, badge, originalPrice, category } = product;
  const savingCents = originalPrice ? usdToKshCents(originalPrice) - usdToKshCents(product.price) : 0;

  return (
    <>
      <nav aria-label="Breadcrumb">
        <ol className={s.crumbs}>
          {[
            ["Home", "/"],
            ["Shop", "/shop"],
            [CATEGORY_LABELS[category], categoryHref(category)],
          ].map(([label, to]) => (
            <li key={to} className={s.crumb}>
              <Link to={to!} className={s.crumbLink}>
                {label}
              </Link>
            </li>
          ))}
          <li className={s.crumb}>
            <span aria-current="page">{name}</span>
          </li>
        </ol>
      </nav>
      <article className={s.layout} aria-labelledby={`${id}-title`}>
        <div className={s.media}>
          <img src={product.image} alt={product.imageAlt} {...imageProps(true, true)} className={s.image} />
          {badge ? <span className={s.badge}>{badge}</span> : null}
        </div>
        <div className={s.info}>
          <h1 id={`${id}-title`} className={s.title}>
            {name}
          </h1>
          <p className={s.meta}>
            <span className={star} aria-hidden="true">
              ★{" "}
            </span>
            Rated {rating.toFixed(1)} out of 5 ({reviews} reviews)
          </p>
          <ProductPrice product={product} classes={{ prices: s.prices, price: s.price, original: s.original }} />
          {savingCents > 0 ? <p className={s.saving}>You save {formatKsh(savingCents)}</p> : null}
          <p className={s.stock}>{product.inStock ? "In stock" : "Out of stock"}</p>
          <p>{product.description}</p>
          <div className={s.buy}>
            <QuantityStepper value={quantity} onChange={setQuantity} />
            <button
              type="button"
              className={button.primary}
              disabled={!product.inStock}
              onClick={() => addToCart(cart, product, quantity)}
            >
              Add to Cart
            </button>
            <ShareButton path={productPath(product)} title={name} what={name} />
          </div>
          <FitCheck fits={product.fits} />
          <h2 id={`${id}-specs`} className={s.subTitle}>
            Specifications
          </h2>
          <dl className={s.specs} aria-labelledby={`${id}-specs`}>
            {specs.map((spec) => (
              <Fragment key={spec.label}>
                <dt className={s.specTerm}>{spec.label}</dt>
                <dd className={s.specValue}>{spec.value}</dd>
              </Fragment>
            ))}
          </dl>
          <FitsList fits={product.fits} />
        </div>
      </article>
    </>
  );
}
