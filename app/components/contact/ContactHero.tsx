import { PageHero } from "~/components/PageHero";
import { CONTACT_HEAD, CONTACT_HERO } from "~/data/content";
import { firstPaintOf } from "~/first-paint";

/** The contact page's head; also its first paint from HTML. */
export function ContactHero() {
  return <PageHero hero={CONTACT_HERO} id="contact-title" eyebrow="Contact us" />;
}

export const firstPaint = firstPaintOf(CONTACT_HEAD, ContactHero);
