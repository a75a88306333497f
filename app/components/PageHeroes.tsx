import { PageHero } from "~/components/PageHero";
import { BRAND } from "~/data/brand";
import { ABOUT_HEAD, ABOUT_HERO, CONTACT_HEAD, CONTACT_HERO, SERVICES_HEAD, SERVICES_HERO } from "~/data/content";
import { SERVICE_PAGE_CTA, SETUP_HEAD, SETUP_HERO, SUPPORT_HEAD, SUPPORT_HERO } from "~/data/services";
import type { Hero } from "~/lib/entities";
import { firstPaintOf } from "~/lib/first-paint-page";
import { button } from "~/styles/button.css";

/*
 * The heads of the pages that open with a PageHero (services, the two service
 * pages, about, contact): each route renders its own, and each is that page's
 * first paint from HTML (app/first-paint.tsx). One module: each is a few
 * hundred bytes, so one request serves them all.
 */

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

export const firstPaints = {
  services: firstPaintOf(SERVICES_HEAD, ServicesHero),
  setup: firstPaintOf(SETUP_HEAD, SetupHero),
  support: firstPaintOf(SUPPORT_HEAD, SupportHero),
  about: firstPaintOf(ABOUT_HEAD, AboutHero),
  contact: firstPaintOf(CONTACT_HEAD, ContactHero),
};
