import type { ClientActionFunctionArgs, MetaFunction } from "@remix-run/react";
import { Packages } from "~/components/services/Packages";
import * as s from "~/components/services/page.css";
import { PageHero } from "~/components/services/PageHero";
import { TestimonialGrid } from "~/components/services/TestimonialCard";
import { SETUP_HERO, SETUP_INCLUDED, SETUP_PACKAGES, SETUP_TESTIMONIALS } from "~/data/services";
import { pageMeta } from "~/lib/meta";
import { button } from "~/styles/button.css";
import { card, container, grid, section, sectionAlt, sectionTitle } from "~/styles/utils.css";

export const meta: MetaFunction = () =>
  pageMeta(SETUP_HERO.title, "On-site setup for Apple, Samsung, Oppo and Tecno devices: packages and booking.");

/** Booking requests from the dialog; the schema (zod) loads with it, on demand. */
export async function clientAction({ request }: ClientActionFunctionArgs) {
  const { bookingAction } = await import("~/components/booking/booking-action");
  return bookingAction(request, SETUP_PACKAGES);
}

export default function MultiBrandDeviceSetup() {
  return (
    <>
      <PageHero hero={SETUP_HERO} id="setup-title">
        <a href="#setup-packages" className={button.primary}>
          See packages and book
        </a>
      </PageHero>

      <section className={section} aria-labelledby="setup-included">
        <div className={container}>
          <h2 id="setup-included" className={sectionTitle}>
            What's included
          </h2>
          <ul className={grid}>
            {SETUP_INCLUDED.map((item) => (
              <li key={item.title} className={card}>
                <h3 className={s.cardTitle}>{item.title}</h3>
                <p className={s.cardText}>{item.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="setup-packages">
        <div className={container}>
          <h2 id="setup-packages" className={sectionTitle}>
            Choose your package
          </h2>
          <Packages packages={SETUP_PACKAGES} service={SETUP_HERO.title} />
        </div>
      </section>

      <section className={section} aria-labelledby="setup-testimonials">
        <div className={container}>
          <h2 id="setup-testimonials" className={sectionTitle}>
            What our customers say
          </h2>
          <TestimonialGrid items={SETUP_TESTIMONIALS} />
        </div>
      </section>
    </>
  );
}
