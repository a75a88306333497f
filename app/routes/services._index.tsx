import { Link, type MetaFunction } from "@remix-run/react";
import { Carousel } from "~/components/carousel/Carousel";
import * as s from "~/components/services/page.css";
import { PageHero } from "~/components/services/PageHero";
import { ServicesOverview } from "~/components/services/ServicesOverview";
import { TestimonialCard } from "~/components/services/TestimonialCard";
import { BRAND } from "~/data/brand";
import { SERVICES_CTA, SERVICES_HERO } from "~/data/content";
import { CERTIFICATIONS, HOW_IT_WORKS, SERVICE_AREAS, SERVICE_TESTIMONIALS, SERVICES } from "~/data/services";
import { pageMeta } from "~/lib/meta";
import { servicePath } from "~/lib/slug";
import { button } from "~/styles/button.css";
import { card, container, grid, section, sectionAlt, sectionTitle } from "~/styles/utils.css";

export const meta: MetaFunction = () =>
  pageMeta("Services", "On-site device setup, support and repairs across Nairobi: response within 2 hours, same-day service.");

/** The first overview service (the one with its own booking page) is where "Book" leads. */
const BOOK_PATH = servicePath(SERVICES[0]!.title);

export default function Services() {
  return (
    <>
      <PageHero hero={SERVICES_HERO} id="services-title">
        <a href="#services-list" className={button.primary}>
          Browse services
        </a>
        <a href={BRAND.phoneHref} className={button.secondary}>
          Call {BRAND.phone}
        </a>
      </PageHero>

      <section className={section} aria-labelledby="services-list">
        <div className={container}>
          <h2 id="services-list" className={sectionTitle}>
            Our services
          </h2>
          <ServicesOverview headingLevel={3} />
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="services-how">
        <div className={container}>
          <h2 id="services-how" className={sectionTitle}>
            How it works
          </h2>
          <ol className={s.steps}>
            {HOW_IT_WORKS.map((step) => (
              <li key={step.title} className={s.step}>
                <h3 className={s.cardTitle}>{step.title}</h3>
                <p className={s.cardText}>{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={section} aria-labelledby="services-areas">
        <div className={container}>
          <h2 id="services-areas" className={sectionTitle}>
            Service areas
          </h2>
          <p className={s.intro}>
            Our technicians come to you in these {SERVICE_AREAS.length} areas of Nairobi.
          </p>
          <ul className={s.areas}>
            {SERVICE_AREAS.map((a) => (
              <li key={a} className={s.area}>
                {a}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="services-certs">
        <div className={container}>
          <h2 id="services-certs" className={sectionTitle}>
            Certifications and guarantees
          </h2>
          <ul className={grid}>
            {CERTIFICATIONS.map((c) => (
              <li key={c.title} className={card}>
                <h3 className={s.cardTitle}>{c.title}</h3>
                <p className={s.cardText}>{c.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={section} aria-labelledby="services-testimonials">
        <div className={container}>
          <h2 id="services-testimonials" className={sectionTitle}>
            What our customers say
          </h2>
          <Carousel items={SERVICE_TESTIMONIALS} label="Customer testimonials" renderItem={(t) => <TestimonialCard t={t} />} />
        </div>
      </section>

      <section className={s.cta} aria-labelledby="services-cta">
        <div className={container}>
          <h2 id="services-cta" className={sectionTitle}>
            {SERVICES_CTA.title}
          </h2>
          <p className={s.ctaText}>{SERVICES_CTA.text}</p>
          <div className={s.ctaActions}>
            <Link to={BOOK_PATH} className={button.primary}>
              Book a service
            </Link>
            <a href={BRAND.phoneHref} className={button.secondary}>
              Call {BRAND.phone}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
