import { Link } from "@remix-run/react";
import { Carousel } from "~/components/carousel/Carousel";
import { ProductCard } from "~/components/product/ProductCard";
import { ServicesOverview } from "~/components/services/ServicesOverview";
import type { Product } from "~/lib/entities";
import { container, section, sectionAlt, sectionTitle } from "~/styles/utils.css";
import * as s from "./home.css";

export default function BelowFold({ featured }: { featured: readonly Product[] }) {
  return (
    <>
      <section className={sectionAlt}>
        <div className={container}>
          <h2 className={`${sectionTitle} ${s.sectionHead}`}>Featured products</h2>
          <Carousel
            items={featured}
            label="Featured products"
            showAutoplayIndicator
            renderItem={(product) => <ProductCard product={product} />}
          />
        </div>
      </section>
      <section className={section} aria-labelledby="home-services">
        <div className={container}>
          <div className={s.sectionHead}>
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
