import type { ReactNode } from "react";
import type { TitledText } from "~/lib/entities";
import { card, container, grid, section, sectionAlt, sectionTitle } from "~/styles/utils.css";
import { cardText, cardTitle, skipOffscreen } from "./section.css";

export interface SectionProps {
  /** The heading's id; the section is labelled by it (aria-labelledby), and `#id` links land on it. */
  id: string;
  title: ReactNode;
  /** The alternate (tinted) background. */
  alt?: boolean;
  /** Right under the heading, before the content. */
  lead?: ReactNode;
  /** Extra class for the inner container. */
  containerClassName?: string;
  children?: ReactNode;
}

/**
 * A page section: a region landmark labelled by its h2, content in the page
 * container, on the plain or the alternate background. The home page keeps
 * its own markup (same classes): importing this there would add a shared
 * chunk to the first visit of /.
 */
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
  /** The items' heading level under the section's h2 (default 3). */
  headingLevel?: 3 | 4;
  /** An <ol> when the order means something (steps). */
  ordered?: boolean;
  /** The list's and the items' classes; by default a grid of cards. */
  className?: string;
  itemClassName?: string;
}

/** A list of cards, each a heading and a paragraph. */
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
