import type { ReactNode } from "react";
import type { TitledText } from "~/lib/entities";
import { card, container, grid, section, sectionAlt, sectionTitle } from "~/styles/utils.css";
import { cardText, cardTitle, skipOffscreen } from "./section.css";

export interface SectionProps {
  id: string;
  title: ReactNode;
  alt?: boolean;
  lead?: ReactNode;
  containerClassName?: string;
  children?: ReactNode;
}

/** The home page keeps its own markup (same classes): importing this there would add a chunk to its first visit. */
export function Section({ id, title, alt = false, lead, containerClassName, children }: SectionProps) {
  return (
    <section className={`${alt ? sectionAlt : section} ${skipOffscreen}`} aria-labelledby={id}>
      <div className={containerClassName ? `${container} ${containerClassName}` : container}>
        <h2 id={id} className={sectionTitle}>
          {title}
        </h2>
        {lead}
        {children}
      </div>
    </section>
  );
}

export interface TitledCardListProps {
  items: readonly TitledText[];
  headingLevel?: 3 | 4;
  ordered?: boolean;
  className?: string;
  itemClassName?: string;
}

export function TitledCardList({
  items,
  headingLevel = 3,
  ordered = false,
  className = grid,
  itemClassName = card,
}: TitledCardListProps) {
  const List = ordered ? "ol" : "ul";
  const H = `h${headingLevel}` as const;
  return (
    <List className={className}>
      {items.map((item) => (
        <li key={item.title} className={itemClassName}>
          <H className={cardTitle}>{item.title}</H>
          <p className={cardText}>{item.description}</p>
        </li>
      ))}
    </List>
  );
}
