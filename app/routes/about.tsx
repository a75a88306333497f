import type { MetaFunction } from "@remix-run/react";
import * as s from "~/components/about/about.css";
import { Stars } from "~/components/about/Stars";
import { ABOUT_HERO, ABOUT_REVIEWS, ABOUT_STATS, ABOUT_VALUES, MISSION, TEAM, TIMELINE } from "~/data/content";
import { pageMeta } from "~/lib/meta";
import { card, container, grid, lead, pageTitle, section, sectionAlt, sectionTitle } from "~/styles/utils.css";

export const meta: MetaFunction = () => pageMeta("About us", "Who we are: a Nairobi mobile technology company for accessories, setup and support.");

export default function About() {
  return (
    <>
      <section className={s.hero} aria-labelledby="about-title">
        <div className={container}>
          <h1 id="about-title" className={pageTitle}>
            {ABOUT_HERO.title}
          </h1>
          <p className={lead}>{ABOUT_HERO.lead}</p>
        </div>
      </section>

      <section className={section} aria-labelledby="about-stats">
        <div className={container}>
          <h2 id="about-stats" className={sectionTitle}>
            In numbers
          </h2>
          <dl className={s.stats}>
            {ABOUT_STATS.map((stat) => (
              <div key={stat.label} className={s.stat}>
                <dt className={s.statLabel}>{stat.label}</dt>
                <dd className={s.statValue}>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="about-mission">
        <div className={`${container} ${s.mission}`}>
          <h2 id="about-mission" className={sectionTitle}>
            {MISSION.title}
          </h2>
          <p className={s.missionText}>{MISSION.text}</p>
        </div>
      </section>

      <section className={section} aria-labelledby="about-values">
        <div className={container}>
          <h2 id="about-values" className={sectionTitle}>
            Our values
          </h2>
          <ul className={grid}>
            {ABOUT_VALUES.map((value) => (
              <li key={value.title} className={card}>
                <h3 className={s.cardTitle}>{value.title}</h3>
                <p className={s.cardText}>{value.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="about-team">
        <div className={container}>
          <h2 id="about-team" className={sectionTitle}>
            Meet the team
          </h2>
          <ul className={grid}>
            {TEAM.map((member) => (
              <li key={member.name} className={`${card} ${s.member}`}>
                <div className={s.avatar} aria-hidden="true">
                  {member.initials}
                </div>
                <h3 className={s.cardTitle}>{member.name}</h3>
                <p className={s.role}>{member.role}</p>
                <p className={s.cardText}>{member.bio}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={section} aria-labelledby="about-timeline">
        <div className={container}>
          <h2 id="about-timeline" className={sectionTitle}>
            Our journey
          </h2>
          <ol className={s.timeline}>
            {TIMELINE.map((entry) => (
              <li key={entry.year + entry.title} className={s.timelineItem}>
                <span className={s.year}>{entry.year}</span>
                <h3 className={s.cardTitle}>{entry.title}</h3>
                <p className={s.cardText}>{entry.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={sectionAlt} aria-labelledby="about-reviews">
        <div className={container}>
          <h2 id="about-reviews" className={sectionTitle}>
            What our customers say
          </h2>
          <ul className={grid}>
            {ABOUT_REVIEWS.map((review) => (
              <li key={review.name} className={card}>
                <figure className={s.review}>
                  <Stars rating={review.rating} />
                  <blockquote className={s.quote}>
                    <p className={s.quoteText}>“{review.quote}”</p>
                  </blockquote>
                  <figcaption className={s.reviewer}>
                    <cite className={s.reviewerName}>{review.name}</cite>, {review.area}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
