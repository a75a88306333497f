import { Packages } from "~/components/services/Packages";
import { ServicePageHero } from "~/components/PageHero";
import { Section, TitledCardList } from "~/components/Section";
import { TestimonialGrid } from "~/components/services/TestimonialCard";
import { SETUP_HEAD, SETUP_HERO, SETUP_INCLUDED, SETUP_PACKAGES, SETUP_TESTIMONIALS } from "~/data/service-pages";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta(SETUP_HEAD);

export default function MultiBrandDeviceSetup() {
  return (
    <>
      <ServicePageHero hero={SETUP_HERO} id="setup-title" packagesId="setup-packages" />

      <Section id="setup-included" title="What's included">
        <TitledCardList items={SETUP_INCLUDED} />
      </Section>

      <Section id="setup-packages" title="Choose your package" alt>
        <Packages packages={SETUP_PACKAGES} service={SETUP_HERO.title} />
      </Section>

      <Section id="setup-testimonials" title="What our customers say">
        <TestimonialGrid items={SETUP_TESTIMONIALS} />
      </Section>
    </>
  );
}
