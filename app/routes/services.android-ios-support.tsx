import type { ClientActionFunctionArgs, MetaFunction } from "@remix-run/react";
import { Packages } from "~/components/services/Packages";
import * as s from "~/components/services/page.css";
import { PageHero } from "~/components/services/PageHero";
import { TestimonialGrid } from "~/components/services/TestimonialCard";
import { SUPPORT_HERO, SUPPORT_PACKAGES, SUPPORT_SERVICES, SUPPORT_TESTIMONIALS, SUPPORTED_BRANDS } from "~/data/services";
import { pageMeta } from "~/lib/meta";
import { button } from "~/styles/button.css";
import { card, container, grid, section, sectionAlt, sectionTitle } from "~/styles/utils.css";

export const meta: MetaFunction = () =>
  pageMeta(SUPPORT_HERO.title, "Support for Android and iOS devices: packages and booking.");

/** Booking requests from the dialog; the schema (zod) loads with it, on demand. */
export async function clientAction({ request }: ClientActionFunctionArgs) {
  const { bookingAction } = await import("~/components/booking/booking-action");
  return bookingAction(request, SUPPORT_PACKAGES);
}

export default function AndroidIosSupport() {
  return (
    <>
      <PageHero hero={SUPPORT_HERO} id="support-title">
        <a href="#support-packages" className={button.primary}>
          See packages and book
        </a>
      </PageHero>

      <section className={section} aria-labelledby="support-brands">
        <div className={container}>
          <h2 id="support-brands" className={sectionTitle}>
            Supported device brands
          </h2>
          <ul className={s.brands}>
            {SUPPORTED_BRANDS.map((b) => (
              <li key={b.name} className={s.brand}>
                <p className={s.brandName}>{b.name}</p>
                <p className={s.cardText}>{b.devices}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="support-services">
        <div className={container}>
          <h2 id="support-services" className={sectionTitle}>
            What we can help with
          </h2>
          <ul className={grid}>
            {SUPPORT_SERVICES.map((item) => (
              <li key={item.title} className={card}>
                <h3 className={s.cardTitle}>{item.title}</h3>
                <p className={s.cardText}>{item.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={section} aria-labelledby="support-packages">
        <div className={container}>
          <h2 id="support-packages" className={sectionTitle}>
            Choose your package
          </h2>
          <Packages packages={SUPPORT_PACKAGES} service={SUPPORT_HERO.title} />
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="support-testimonials">
        <div className={container}>
          <h2 id="support-testimonials" className={sectionTitle}>
            What our customers say
          </h2>
          <TestimonialGrid items={SUPPORT_TESTIMONIALS} />
        </div>
      </section>
    </>
  );
}
