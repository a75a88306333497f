import type { MetaFunction } from "@remix-run/react";
import { Packages } from "~/components/services/Packages";
import { PageHero } from "~/components/PageHero";
import { Section, TitledCardList } from "~/components/Section";
import { TestimonialGrid } from "~/components/services/TestimonialCard";
import { SETUP_HERO, SETUP_INCLUDED, SETUP_PACKAGES, SETUP_TESTIMONIALS } from "~/data/services";
import { pageMeta } from "~/lib/meta";
import { button } from "~/styles/button.css";

export const meta: MetaFunction = () =>
  pageMeta(SETUP_HERO.title, "On-site setup for Apple, Samsung, Oppo and Tecno devices: packages and booking.");

export default function MultiBrandDeviceSetup() {
  return (
    <>
      <PageHero hero={SETUP_HERO} id="setup-title">
        <a href="#setup-packages" className={button.primary}>
          See packages and book
        </a>
      </PageHero>

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
