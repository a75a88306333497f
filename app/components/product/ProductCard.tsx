import { Link } from "@remix-run/react";
import { useId, type ImgHTMLAttributes } from "react";
import { PRODUCT_IMAGE_SIZE } from "~/data/products";
import type { Product } from "~/lib/entities";
import { announce } from "~/lib/stores/announce";
import { useCart, type CartStore } from "~/lib/stores/cart-store";
import { FitTag } from "~/components/fit/FitTag";
import { ShareButton } from "~/components/product/ShareButton";
import { HIGH_FETCH_PRIORITY } from "~/lib/image-priority";
import { productPath } from "~/lib/slug";
import { button } from "~/styles/button.css";
import { visuallyHidden } from "~/styles/utils.css";
import { ProductPrice } from "./ProductPrice";
import * as s from "./productCard.css";

export interface ProductCardProps {
  product: Product;
  eager?: boolean;
  /** The page's LCP image. */
  priority?: boolean;
  layout?: "grid" | "list";
}

/** As many adds, so the cart's one rule (an id already there increments) holds. */
export function addToCart(cart: CartStore, product: Product, quantity = 1): void {
  const { id, name, price, image, description, category } = product;
  for (let n = 0; n < quantity; n++) cart.add({ id, name, price, image, description, category });
  announce(quantity === 1 ? `${name} added to cart` : `${quantity} × ${name} added to cart`);
}

/** A product's picture's size and loading, on its card or its page; `priority`: the page's LCP image. */
export function imageProps(eager: boolean, priority: boolean): ImgHTMLAttributes<HTMLImageElement> {
  return {
    width: PRODUCT_IMAGE_SIZE,
    height: PRODUCT_IMAGE_SIZE,
    loading: eager ? "eager" : "lazy",
    ...(priority ? HIGH_FETCH_PRIORITY : {}),
    // Decoded in the frame that first shows it: an async decode can paint the LCP a frame or more later.
    decoding: priority ? undefined : "async",
  };
}

/** Small on purpose: the home page's carousel uses it in its first load. */
export function ProductCard({ product, eager = false, priority = false, layout = "grid" }: ProductCardProps) {
  const nameId = useId();
  const cart = useCart();
  const { name, rating, reviews, badge } = product;
  return (
    <article
      className={s.card[layout]}
      aria-labelledby={nameId}
      data-testid="product-card"
      data-product-id={product.id}
    >
      <div className={s.media[layout]}>
        <img src={product.image} alt={product.imageAlt} {...imageProps(eager, priority)} className={s.image} />
        {badge ? <span className={s.badge}>{badge}</span> : null}
        <FitTag fits={product.fits} />
      </div>
      <div className={s.body}>
        <h3 id={nameId} className={s.name}>
          <Link to={productPath(product)} className={s.nameLink} prefetch="intent">
            {name}
          </Link>
        </h3>
        {layout === "list" ? <p className={s.description}>{product.description}</p> : null}
        <p className={s.rating}>
          <span aria-hidden="true">
            <span className={s.star}>★</span> {rating.toFixed(1)} ({reviews} reviews)
          </span>
          <span className={visuallyHidden}>
            Rated {rating.toFixed(1)} out of 5, {reviews} reviews
          </span>
        </p>
        <ProductPrice product={product} classes={{ prices: s.prices, price: s.price, original: s.original }} />
        {/* The name starts with the visible label (WCAG 2.5.3) and says which product. */}
        <button
          type="button"
          className={`${button.primary} ${s.add}`}
          aria-label={`Add to Cart: ${name}`}
          onClick={() => addToCart(cart, product)}
        >
          Add to Cart
        </button>
        <ShareButton path={productPath(product)} title={name} what={name} className={`${button.ghost} ${s.add}`} />
      </div>
    </article>
  );
}
