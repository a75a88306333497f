import { Carousel } from "~/components/carousel/Carousel";
import { ProductCard } from "~/components/product/ProductCard";
import { FEATURED_PRODUCTS } from "~/data/products";

/**
 * The home page's featured products: the six featured products, three per
 * view on wide screens, auto-playing with the "Auto-playing" indicator.
 * Its own chunk (with the catalogue), loaded when the section nears view.
 */
export default function FeaturedCarousel() {
  return (
    <Carousel
      items={FEATURED_PRODUCTS}
      label="Featured products"
      showAutoplayIndicator
      renderItem={(product) => <ProductCard product={product} />}
    />
  );
}
