import type { ReactNode } from "react";
import type { Hero } from "~/lib/entities";
import { container, lead, pageTitle } from "~/styles/utils.css";
import * as s from "./page.css";

/** Page head: the h1 and lead of a Hero from app/data, optional actions below. */
export function PageHero({ hero, id, children }: { hero: Hero; id: string; children?: ReactNode }) {
  return (
    <section className={s.hero} aria-labelledby={id}>
      <div className={container}>
        <h1 id={id} className={pageTitle}>
          {hero.title}
        </h1>
        <p className={lead}>{hero.lead}</p>
        {children ? <div className={s.heroActions}>{children}</div> : null}
      </div>
    </section>
  );
}
