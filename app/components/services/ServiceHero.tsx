import { PageHero } from "~/components/PageHero";
import { SETUP_HEAD, SETUP_HERO, SUPPORT_HEAD, SUPPORT_HERO } from "~/data/services";
import { firstPaintOf } from "~/first-paint";
import { button } from "~/styles/button.css";

/** A service page's head (setup, support): its title, lead and the way to its packages. */
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

/** The two pages' first paints from HTML. */
export const setupFirstPaint = firstPaintOf(SETUP_HEAD, SetupHero);
export const supportFirstPaint = firstPaintOf(SUPPORT_HEAD, SupportHero);
