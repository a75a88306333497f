import type { Testimonial } from "~/lib/entities";
import { visuallyHidden } from "~/styles/utils.css";
import * as s from "./page.css";

export function TestimonialCard({ t }: { t: Testimonial }) {
  return (
    <figure className={s.quoteCard}>
      <p className={s.stars}>
        <span aria-hidden="true">{"★".repeat(t.rating) + "☆".repeat(5 - t.rating)}</span>
        <span className={visuallyHidden}>Rated {t.rating} out of 5</span>
      </p>
      <blockquote className={s.quote}>
        <p className={s.quoteText}>“{t.quote}”</p>
      </blockquote>
      <figcaption className={s.who}>
        {t.name}, <span className={s.whoArea}>{t.area}</span>
      </figcaption>
    </figure>
  );
}

export function TestimonialGrid({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className={s.packages}>
      {items.map((t) => (
        <li key={t.name}>
          <TestimonialCard t={t} />
        </li>
      ))}
    </ul>
  );
}
