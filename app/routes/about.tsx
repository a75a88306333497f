import * as s from "~/components/about/about.css";
import { PageHero } from "~/components/PageHero";
import { Section, TitledCardList } from "~/components/Section";
import { TestimonialGrid } from "~/components/services/TestimonialCard";
import {
  ABOUT_HEAD,
  ABOUT_HERO,
  ABOUT_REVIEWS,
  ABOUT_STATS,
  ABOUT_VALUES,
  MISSION,
  TEAM,
  TIMELINE,
} from "~/data/content";
import { pageMeta } from "~/lib/meta";
import { cardText, cardTitle } from "~/components/section.css";
import { card, grid } from "~/styles/utils.css";

export const meta = () => pageMeta(ABOUT_HEAD);

export default function About() {
  return (
    <>
      <PageHero hero={ABOUT_HERO} id="about-title" />

      <Section id="about-stats" title="In numbers">
        <dl className={s.stats}>
          {ABOUT_STATS.map((stat) => (
            <div key={stat.label} className={s.stat}>
              <dt className={s.statLabel}>{stat.label}</dt>
              <dd className={s.statValue}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="about-mission" title={MISSION.title} alt containerClassName={s.mission}>
        <p className={s.missionText}>{MISSION.text}</p>
      </Section>

      <Section id="about-values" title="Our values">
        <TitledCardList items={ABOUT_VALUES} />
      </Section>

      <Section id="about-team" title="Meet the team" alt>
        <ul className={grid}>
          {TEAM.map((member) => (
            <li key={member.name} className={`${card} ${s.member}`}>
              {/* Initials (each word's first letter) in place of a photo. */}
              <div className={s.avatar} aria-hidden="true">
                {member.name.replace(/(\S)\S*\s*/g, "$1")}
              </div>
              <h3 className={cardTitle}>{member.name}</h3>
              <p className={s.role}>{member.role}</p>
              <p className={cardText}>{member.bio}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="about-timeline" title="Our journey">
        <ol className={s.timeline}>
          {TIMELINE.map((entry) => (
            <li key={entry.year + entry.title} className={s.timelineItem}>
              <span className={s.year}>{entry.year}</span>
              <h3 className={cardTitle}>{entry.title}</h3>
              <p className={cardText}>{entry.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="about-reviews" title="What our customers say" alt>
        <TestimonialGrid items={ABOUT_REVIEWS} />
      </Section>
    </>
  );
}
