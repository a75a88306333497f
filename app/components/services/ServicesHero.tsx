import { PageHero } from "~/components/PageHero";
import { BRAND } from "~/data/brand";
import { SERVICES_HEAD, SERVICES_HERO } from "~/data/content";
import { firstPaintOf } from "~/first-paint";
import { button } from "~/styles/button.css";

/** The services page's head and its two actions; also its first paint from HTML. */
export function ServicesHero() {
  return (
    <PageHero hero={SERVICES_HERO} id="services-title">
      <a href="#services-list" className={button.primary}>
        Browse services
      </a>
      <a href={BRAND.phoneHref} className={button.secondary}>
        Call {BRAND.phone}
      </a>
    </PageHero>
  );
}

export const firstPaint = firstPaintOf(SERVICES_HEAD, ServicesHero);
