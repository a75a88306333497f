import { Link, useLoaderData, type ClientLoaderFunctionArgs } from "@remix-run/react";
import BelowFold from "~/components/home/BelowFold";
import * as s from "~/components/home/home.css";
import { HomeHero } from "~/components/home/HomeHero";
import { HOME_CATEGORIES, HOME_HEAD } from "~/data/home";
import { CATEGORY_LABELS } from "~/data/products";
import { loadFeatured } from "~/lib/browser/catalogue";
import { catalogueUrls } from "~/lib/catalogue-urls";
import { catalogueFile } from "~/lib/catalogue.server";
import type { Product } from "~/lib/entities";
import { pageMeta } from "~/lib/meta";
import { container, section, sectionTitle } from "~/styles/utils.css";

export const meta = () => pageMeta(HOME_HEAD);

export const loader = () => catalogueFile<Product[]>(catalogueUrls.featured) ?? [];
export const clientLoader = ({ request }: ClientLoaderFunctionArgs) => loadFeatured(request.signal);

export default function Home() {
  const featured = useLoaderData<typeof clientLoader>();
  return (
    <>
      <HomeHero />

      <section className={section} aria-labelledby="home-categories">
        <div className={container}>
          <div className={s.sectionHead}>
            <h2 id="home-categories" className={sectionTitle}>
              Shop by category
            </h2>
            <Link to="/shop">View all products</Link>
          </div>
          <ul className={s.categories}>
            {HOME_CATEGORIES.map((c) => (
              <li key={c.id} className={s.category}>
                <img src={c.image} alt={c.imageAlt} width={400} height={300} className={s.categoryImage} />
                <div className={s.categoryBody}>
                  <h3 className={s.categoryTitle}>
                    <Link to={`/shop?category=${c.id}`} className={s.categoryLink}>
                      {CATEGORY_LABELS[c.id]}
                    </Link>
                  </h3>
                  <p className={s.categoryText}>{c.text}</p>
                  <p className={s.categoryMore} aria-hidden="true">
                    Shop {CATEGORY_LABELS[c.id]} →
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <BelowFold featured={featured} />
    </>
  );
}
