import { PageHero } from "~/components/PageHero";
import { BRAND } from "~/data/brand";
import { ABOUT_HEAD, ABOUT_HERO, CONTACT_HEAD, CONTACT_HERO, SERVICES_HEAD, SERVICES_HERO } from "~/data/content";
import { SETUP_HEAD, SETUP_HERO, SUPPORT_HEAD, SUPPORT_HERO } from "~/data/services";
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

export function SetupHero() {
  return (
    <PageHero hero={SETUP_HERO} id="setup-title">
      <a href="#setup-packages" className={button.primary}>
        See packages and book
      </a>
    </PageHero>
  );
}

export function SupportHero() {
  return (
    <PageHero hero={SUPPORT_HERO} id="support-title">
      <a href="#support-packages" className={button.primary}>
        See packages and book
      </a>
    </PageHero>
  );
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
