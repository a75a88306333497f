import type { ClientActionFunctionArgs } from "@remix-run/react";
import { Fragment } from "react";
import { ContactForm } from "~/components/contact/ContactForm";
import { ContactMethods } from "~/components/contact/ContactMethods";
import * as s from "~/components/contact/contact.css";
import { Faq } from "~/components/contact/Faq";
import { PageHero } from "~/components/PageHero";
import { Section } from "~/components/Section";
import { CONTACT_AREAS } from "~/data/areas";
import { BRAND, HOURS_CONTACT } from "~/data/brand";
import { CONTACT_HEAD, CONTACT_HERO } from "~/data/content";
import { CONTACT_MESSAGE_SENT } from "~/data/messages";
import { answer, formValues, refuse, type ActionResult } from "~/lib/form-result";
import { loadOrMove } from "~/lib/browser/update";
import { pageMeta } from "~/lib/meta";
import type { ContactMessage } from "~/lib/schemas/contact";
import { card, container, sectionAlt, sectionTitle } from "~/styles/utils.css";

export const meta = () => pageMeta(CONTACT_HEAD);

const FORM_TITLE_ID = "contact-form-title";

export async function clientAction({ request }: ClientActionFunctionArgs): Promise<ActionResult<ContactMessage>> {
  // The schema (with zod) loads with the first message, not with the page.
  const [{ ContactSchema, contactToast }, form] = await Promise.all([
    loadOrMove(() => import("~/lib/schemas/contact")),
    request.formData(),
  ]);
  const parsed = ContactSchema.safeParse(formValues(form));
  if (!parsed.success) return refuse(parsed.error.issues, contactToast);
  return answer({ ok: true, data: parsed.data, toast: CONTACT_MESSAGE_SENT });
}

export default function Contact() {
  return (
    <>
      <PageHero hero={CONTACT_HERO} id="contact-title" eyebrow="Contact us" />

      <Section id="contact-methods" title="Ways to reach us">
        <ContactMethods />
      </Section>

      <section className={sectionAlt} aria-labelledby={FORM_TITLE_ID}>
        <div className={`${container} ${s.layout}`}>
          <div className={card}>
            <h2 id={FORM_TITLE_ID} className={sectionTitle}>
              Send us a message
            </h2>
            <ContactForm titleId={FORM_TITLE_ID} />
          </div>
          <aside className={s.aside} aria-label="Opening hours, areas and headquarters">
            <section className={card} aria-labelledby="contact-hours">
              <h3 id="contact-hours" className={s.asideTitle}>
                Opening hours
              </h3>
              <dl className={s.hours}>
                {HOURS_CONTACT.map((h) => (
                  <Fragment key={h.days}>
                    <dt className={s.hoursDays}>{h.days}</dt>
                    <dd className={s.flush}>{h.hours}</dd>
                  </Fragment>
                ))}
              </dl>
            </section>
            <section className={card} aria-labelledby="contact-areas">
              <h3 id="contact-areas" className={s.asideTitle}>
                Areas we serve
              </h3>
              <ul className={s.areas}>
                {CONTACT_AREAS.map((area) => (
                  <li key={area} className={s.area}>
                    {area}
                  </li>
                ))}
              </ul>
            </section>
            <section className={card} aria-labelledby="contact-hq">
              <h3 id="contact-hq" className={s.asideTitle}>
                Headquarters
              </h3>
              <address>
                <p>{BRAND.headquarters}</p>
                <p className={s.flush}>
                  <a href={BRAND.phoneHref}>{BRAND.phone}</a>
                  <br />
                  <a href={BRAND.emailHref}>{BRAND.email}</a>
                </p>
              </address>
            </section>
          </aside>
        </div>
      </section>

      <Section id="contact-faq" title="Frequently asked questions">
        <Faq />
      </Section>
    </>
  );
}
