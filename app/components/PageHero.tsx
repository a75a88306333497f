import type { ReactNode } from "react";
import { SERVICE_PAGE_CTA } from "~/data/services";
import type { Hero } from "~/lib/entities";
import { button } from "~/styles/button.css";
import { container, lead, pageTitle } from "~/styles/utils.css";
import * as s from "./section.css";

export function PageHero({
  hero,
  id,
  eyebrow,
  children,
}: {
  hero: Hero;
  id: string;
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <section className={s.hero} aria-labelledby={id}>
      <div className={container}>
        <h1 id={id} className={pageTitle}>
          {eyebrow ? <span className={s.eyebrow}>{eyebrow}</span> : null}
          {hero.title}
        </h1>
        <p className={lead}>{hero.lead}</p>
        {children ? <div className={s.heroActions}>{children}</div> : null}
      </div>
    </section>
  );
}

export function ServicePageHero({ hero, id, packagesId }: { hero: Hero; id: string; packagesId: string }) {
  return (
    <PageHero hero={hero} id={id}>
      <a href={`#${packagesId}`} className={button.primary}>
        {SERVICE_PAGE_CTA}
      </a>
    </PageHero>
  );
}
