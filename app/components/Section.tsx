import type { ReactNode } from "react";
import type { TitledText } from "~/lib/entities";
import { card, container, grid, section, sectionAlt, sectionTitle } from "~/styles/utils.css";
import { cardText, cardTitle, skipOffscreen } from "./section.css";

export interface SectionProps {
  id: string;
  title: ReactNode;
  alt?: boolean;
  containerClassName?: string;
  children?: ReactNode;
}

/** The home page keeps its own markup (same classes): importing this there would add a chunk to its first visit. */
export function Section({ id, title, alt = false, containerClassName, children }: SectionProps) {
  return (
    <section className={`${alt ? sectionAlt : section} ${skipOffscreen}`} aria-labelledby={id}>
      <div className={containerClassName ? `${container} ${containerClassName}` : container}>
        <h2 id={id} className={sectionTitle}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

export function TitledCardList({ items }: { items: readonly TitledText[] }) {
  return (
    <ul className={grid}>
      {items.map((item) => (
        <li key={item.title} className={card}>
          <h3 className={cardTitle}>{item.title}</h3>
          <p className={cardText}>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
