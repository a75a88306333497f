import { useRef, type ReactNode } from "react";
import { CAROUSEL_INTERVAL_MS, CAROUSEL_MANUAL_PAUSE_MS, CAROUSEL_VISIBLE } from "~/data/constants";
import { useCarousel } from "~/lib/browser/carousel";
import { button, iconButton } from "~/styles/button.css";
import * as s from "./carousel.css";

export interface CarouselProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  label: string;
  showAutoplayIndicator?: boolean;
}

/** The APG carousel pattern (timing: lib/browser/carousel); kept small, as it is in the home page's first load. */
export function Carousel<T>({ items, renderItem, label, showAutoplayIndicator }: CarouselProps<T>) {
  const n = items.length;
  const c = useCarousel(n, CAROUSEL_INTERVAL_MS, CAROUSEL_MANUAL_PAUSE_MS);
  const { index, paused } = c.state;
  const toggle = useRef<HTMLButtonElement>(null);

  return n ? (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={s.root}
      onPointerEnter={() => c.hover(true)}
      onPointerLeave={() => c.hover(false)}
      onFocus={(e) => c.focus(e.target != toggle.current)}
      onBlur={(e) => e.currentTarget.contains(e.relatedTarget) || c.focus(false)}
    >
      <div className={s.bar}>
        <button ref={toggle} type="button" className={button.secondary} onClick={c.toggle}>
          {paused ? "Start auto-play" : "Pause auto-play"}
        </button>
        {showAutoplayIndicator && c.playing ? <span className={s.status}>Auto-playing</span> : null}
        <span className={s.nav}>
          <button type="button" className={`${iconButton} ${s.arrow}`} aria-label="Previous slide" onClick={c.prev}>
            ‹
          </button>
          <span role="group" aria-label="Choose slide" className={s.nav}>
            {items.map((_, i) => (
              <button
                key={i}
                type="button"
                className={s.dot}
                aria-label={`Slide ${i + 1}`}
                aria-current={i == index || undefined}
                onClick={() => c.goTo(i)}
              />
            ))}
          </span>
          <button type="button" className={`${iconButton} ${s.arrow}`} aria-label="Next slide" onClick={c.next}>
            ›
          </button>
        </span>
      </div>
      <div className={s.track} aria-live={c.playing ? "off" : "polite"}>
        {Array.from({ length: Math.min(n, CAROUSEL_VISIBLE) }, (_, p) => {
          const i = (index + p) % n;
          return (
            <div
              key={p}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${n}`}
              data-p={p}
              className={s.slide}
            >
              {renderItem(items[i]!, i)}
            </div>
          );
        })}
      </div>
    </section>
  ) : null;
}
