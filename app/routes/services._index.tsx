import { Link } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { PartBoundary } from "~/components/layout/PartBoundary";
import { Carousel } from "~/components/carousel/Carousel";
import * as s from "~/components/services/page.css";
import { Section, TitledCardList } from "~/components/Section";
import { cardText, cardTitle } from "~/components/section.css";
import { PageHero } from "~/components/PageHero";
import { ServicesOverview } from "~/components/services/ServicesOverview";
import { TestimonialCard } from "~/components/services/TestimonialCard";
import { DELIVERY_AREAS } from "~/data/areas";
import { BRAND } from "~/data/brand";
import { SERVICES_CTA, SERVICES_HEAD, SERVICES_HERO } from "~/data/content";
import { BOOKINGS_STORAGE_KEY } from "~/data/bookings";
import { MAIN_ID } from "~/data/ids";
import { CERTIFICATIONS, HOW_IT_WORKS, SERVICE_TESTIMONIALS } from "~/data/service-pages";
import { SERVICES } from "~/data/services";
import { pageMeta } from "~/lib/meta";
import { servicePath } from "~/lib/slug";
import { useStored } from "~/lib/stores/storage";
import { button } from "~/styles/button.css";
import { container, section, sectionTitle } from "~/styles/utils.css";

export const meta = () => pageMeta(SERVICES_HEAD);

// The first overview service has its own booking page.
const BOOK_PATH = servicePath(SERVICES[0]!.title);

// The bookings kept on this device (storage reader, list, forget dialog) load only when there are some.
const MyBookings = lazy(() => import("~/components/saved/MyBookings"));

export default function Services() {
  const keptBookings = useStored(BOOKINGS_STORAGE_KEY);
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

      <Section id="services-list" title="Our services">
        <ServicesOverview />
      </Section>

      <Section id="services-how" title="How it works" alt>
        <ol className={s.steps}>
          {HOW_IT_WORKS.map((step) => (
            <li key={step.title} className={s.step}>
              <h3 className={cardTitle}>{step.title}</h3>
              <p className={cardText}>{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="services-areas" title="Service areas">
        <p className={s.intro}>Our technicians come to you in these {DELIVERY_AREAS.length} areas of Nairobi.</p>
        <ul className={s.areas}>
          {DELIVERY_AREAS.map((a) => (
            <li key={a} className={s.area}>
              {a}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="services-certs" title="Certifications and guarantees" alt>
        <TitledCardList items={CERTIFICATIONS} />
      </Section>

      <Section id="services-testimonials" title="What our customers say">
        <Carousel
          items={SERVICE_TESTIMONIALS}
          label="Customer testimonials"
          renderItem={(t) => <TestimonialCard t={t} />}
        />
      </Section>

      {keptBookings ? (
        <div className={`${container} ${section}`}>
          <PartBoundary>
            <Suspense fallback={null}>
              <MyBookings afterForget={() => document.getElementById(MAIN_ID)} />
            </Suspense>
          </PartBoundary>
        </div>
      ) : null}

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
