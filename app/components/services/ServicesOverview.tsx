import { Link } from "@remix-run/react";
import { SERVICES } from "~/data/services";
import { formatUsdAsKsh } from "~/lib/money";
import { servicePath } from "~/lib/slug";
import * as s from "./services.css";

/** Each links to the path built from its title: two land on their pages, the other four on the 404 page. */
export function ServicesOverview() {
  return (
    <ul className={s.grid}>
      {SERVICES.map((svc) => (
        <li key={svc.title}>
          <article className={s.card}>
            <h3 className={s.title}>
              <Link to={servicePath(svc.title)} className={s.link} prefetch="intent">
                {svc.title}
              </Link>
            </h3>
            {svc.popular ? <p className={s.badge}>Most popular</p> : null}
            <p className={s.text}>{svc.description}</p>
            <dl className={s.facts}>
              <div>
                <dt className={s.term}>Price</dt>
                <dd className={`${s.value} ${s.price}`}>{formatUsdAsKsh(svc.price)}</dd>
              </div>
              <div>
                <dt className={s.term}>Duration</dt>
                <dd className={s.value}>{svc.duration}</dd>
              </div>
            </dl>
            <p className={s.more} aria-hidden="true">
              Learn more →
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
