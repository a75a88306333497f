import { PageHero } from "~/components/PageHero";
import { ABOUT_HEAD, ABOUT_HERO } from "~/data/content";
import { firstPaintOf } from "~/first-paint";

/** The about page's head; also its first paint from HTML. */
export function AboutHero() {
  return <PageHero hero={ABOUT_HERO} id="about-title" />;
}

export const firstPaint = firstPaintOf(ABOUT_HEAD, AboutHero);
