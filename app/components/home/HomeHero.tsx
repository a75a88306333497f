import { Link } from "@remix-run/react";
import { HOME_HERO } from "~/data/home";
import { SHARE_IMAGE } from "~/data/site";
import { HIGH_FETCH_PRIORITY } from "~/lib/image-priority";
import { button } from "~/styles/button.css";
import { container } from "~/styles/utils.css";
import * as s from "./home.css";

export function HomeHero() {
  return (
    <section className={s.hero} aria-labelledby="home-title">
      <div className={`${container} ${s.heroGrid}`}>
        <div>
          <h1 id="home-title" className={s.heroTitle}>
            {HOME_HERO.title}
          </h1>
          <p className={s.heroLead}>{HOME_HERO.lead}</p>
          <div className={s.actions}>
            <Link to="/shop" className={button.primary} prefetch="intent">
              Shop Accessories
            </Link>
            <Link to="/services" className={button.secondary} prefetch="intent">
              Book a Service
            </Link>
          </div>
        </div>
        <img
          src={SHARE_IMAGE.src}
          width={SHARE_IMAGE.width}
          height={SHARE_IMAGE.height}
          alt={SHARE_IMAGE.alt}
          loading="eager"
          {...HIGH_FETCH_PRIORITY}
          className={s.heroImage}
        />
      </div>
    </section>
  );
}
