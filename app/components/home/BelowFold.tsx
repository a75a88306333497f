import { Link } from "@remix-run/react";
import { Carousel } from "~/components/carousel/Carousel";
import { ProductCard } from "~/components/product/ProductCard";
import { ServicesOverview } from "~/components/services/ServicesOverview";
import { FEATURED_PRODUCTS } from "~/data/products";
import { container, section, sectionAlt, sectionTitle } from "~/styles/utils.css";
import * as s from "./belowFold.css";

/**
 * The home page below the fold: the featured product carousel (the six
 * featured products, three per view on wide screens, auto-playing with the
 * "Auto-playing" indicator) and the services overview. One chunk with its
 * code and data, loaded as it nears the viewport (see Deferred), so neither
 * weighs on the first visit. The cards' images load eagerly: the section is
 * about to be seen when this renders, and a slide that rotates in while the
 * carousel is off screen then has its image ready.
 */
export default function BelowFold() {
  return (
    <>
      <section className={sectionAlt}>
        <div className={container}>
          <h2 className={`${sectionTitle} ${s.head}`}>Featured products</h2>
          <Carousel
            items={FEATURED_PRODUCTS}
            label="Featured products"
            showAutoplayIndicator
            renderItem={(product) => <ProductCard product={product} eager />}
          />
        </div>
      </section>
      <section className={section} aria-labelledby="home-services">
        <div className={container}>
          <div className={s.head}>
            <h2 id="home-services" className={sectionTitle}>
              Our services
            </h2>
            <Link to="/services">All services</Link>
          </div>
          <ServicesOverview />
        </div>
      </section>
    </>
  );
}
