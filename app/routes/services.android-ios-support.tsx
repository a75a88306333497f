import { Packages } from "~/components/services/Packages";
import * as s from "~/components/services/page.css";
import { ServicePageHero } from "~/components/PageHero";
import { Section, TitledCardList } from "~/components/Section";
import { cardText } from "~/components/section.css";
import { TestimonialGrid } from "~/components/services/TestimonialCard";
import {
  SUPPORT_HEAD,
  SUPPORT_HERO,
  SUPPORT_PACKAGES,
  SUPPORT_SERVICES,
  SUPPORT_TESTIMONIALS,
  SUPPORTED_BRANDS,
} from "~/data/service-pages";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(SUPPORT_HEAD);

export default function AndroidIosSupport() {
  return (
    <>
      <ServicePageHero hero={SUPPORT_HERO} id="support-title" packagesId="support-packages" />

      <Section id="support-brands" title="Supported device brands">
        <ul className={s.brands}>
          {SUPPORTED_BRANDS.map((b) => (
            <li key={b.name} className={s.brand}>
              <p className={s.brandName}>{b.name}</p>
              <p className={cardText}>{b.devices}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="support-services" title="What we can help with" alt>
        <TitledCardList items={SUPPORT_SERVICES} />
      </Section>

      <Section id="support-packages" title="Choose your package">
        <Packages packages={SUPPORT_PACKAGES} service={SUPPORT_HERO.title} />
      </Section>

      <Section id="support-testimonials" title="What our customers say" alt>
        <TestimonialGrid items={SUPPORT_TESTIMONIALS} />
      </Section>
    </>
  );
}
