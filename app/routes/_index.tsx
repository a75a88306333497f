import { Link, type MetaFunction } from "@remix-run/react";
import { lazy } from "react";
import { Deferred } from "~/components/home/Deferred";
import * as s from "~/components/home/home.css";
import { BRAND } from "~/data/brand";
import { HOME_CATEGORIES, HOME_HERO } from "~/data/home";
import { pageMeta } from "~/lib/meta";
import { button } from "~/styles/button.css";
import { container, section, sectionTitle } from "~/styles/utils.css";

export const meta: MetaFunction = () =>
  pageMeta("", `${BRAND.name}: phone accessories and on-site device setup and support in Nairobi.`);

/** Intrinsic sizes of public/images/hero.svg and public/images/categories/*.svg. */
const HERO_IMAGE = { src: "/images/hero.svg", width: 1200, height: 800 } as const;
const CATEGORY_IMAGE = { width: 400, height: 300 } as const;

// Below the fold (featured carousel, services overview): its code and data
// load as it nears the viewport, so they stay off the first visit.
const BelowFold = lazy(() => import("~/components/home/BelowFold"));

export default function Home() {
  return (
    <>
      <section className={s.hero} aria-labelledby="home-title">
        <div className={`${container} ${s.heroGrid}`}>
          <div>
            <h1 id="home-title" className={s.heroTitle}>
              {HOME_HERO.title}
            </h1>
            <p className={s.heroLead}>{HOME_HERO.lead}</p>
            <div className={s.actions}>
              <Link to="/shop" className={button.primary}>
                Shop Accessories
              </Link>
              <Link to="/services" className={button.secondary}>
                Book a Service
              </Link>
            </div>
          </div>
          <img
            src={HERO_IMAGE.src}
            width={HERO_IMAGE.width}
            height={HERO_IMAGE.height}
            alt="Two smartphones, wireless earbuds and a charging cable"
            loading="eager"
            fetchPriority="high"
            className={s.heroImage}
          />
        </div>
      </section>

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
                <img
                  src={c.image}
                  alt={c.imageAlt}
                  width={CATEGORY_IMAGE.width}
                  height={CATEGORY_IMAGE.height}
                  className={s.categoryImage}
                />
                <div className={s.categoryBody}>
                  <h3 className={s.categoryTitle}>
                    <Link to={`/shop?category=${c.id}`} className={s.categoryLink}>
                      {c.title}
                    </Link>
                  </h3>
                  <p className={s.categoryText}>{c.text}</p>
                  <p className={s.categoryMore} aria-hidden="true">
                    Shop {c.title} →
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Deferred className={s.belowFoldSpace}>
        <BelowFold />
      </Deferred>
    </>
  );
}
