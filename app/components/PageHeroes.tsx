import { PageHero } from "~/components/PageHero";
import { BRAND } from "~/data/brand";
import { ABOUT_HERO, CONTACT_HERO, SERVICES_HERO } from "~/data/content";
import { SETUP_HERO, SUPPORT_HERO } from "~/data/service-pages";
import { SERVICE_PAGE_CTA } from "~/data/services";
import type { Hero } from "~/lib/entities";
import { button } from "~/styles/button.css";

/* The heroes of the pages that open with a PageHero (services, the two service pages, about, contact). */

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

/** A service page's hero: one call to action, to the page's packages below. */
function ServicePageHero({ hero, id, packagesId }: { hero: Hero; id: string; packagesId: string }) {
  return (
    <PageHero hero={hero} id={id}>
      <a href={`#${packagesId}`} className={button.primary}>
        {SERVICE_PAGE_CTA}
      </a>
    </PageHero>
  );
}

export function SetupHero() {
  return <ServicePageHero hero={SETUP_HERO} id="setup-title" packagesId="setup-packages" />;
}

export function SupportHero() {
  return <ServicePageHero hero={SUPPORT_HERO} id="support-title" packagesId="support-packages" />;
}

export function AboutHero() {
  return <PageHero hero={ABOUT_HERO} id="about-title" />;
}

export function ContactHero() {
  return <PageHero hero={CONTACT_HERO} id="contact-title" eyebrow="Contact us" />;
}
