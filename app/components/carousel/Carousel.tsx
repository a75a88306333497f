import { useId, useRef, type ReactNode } from "react";
import { CAROUSEL_INTERVAL_MS, CAROUSEL_MANUAL_PAUSE_MS, CAROUSEL_VISIBLE } from "~/data/constants";
import { useCarousel } from "~/lib/carousel";
import { button, iconButton } from "~/styles/button.css";
import * as s from "./carousel.css";

type Count = 1 | 2 | 3;

export interface CarouselProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the carousel region. */
  label: string;
  /** Cards per view from each breakpoint up; default 1 / 2 / CAROUSEL_VISIBLE (3). */
  visible?: { base: Count; md?: Count; lg?: Count };
  interval?: number;
  manualPauseMs?: number;
  /** Shows the text "Auto-playing" while auto-play is active. */
  showAutoplayIndicator?: boolean;
  className?: string;
}

const DEFAULT_VISIBLE = { base: 1, md: 2, lg: CAROUSEL_VISIBLE as Count } as const;

/**
 * Auto-playing carousel (APG carousel pattern): a pause/play button first,
 * the slides (group + "n of N"; aria-live off while rotating, polite when
 * not), previous/next and a slide picker. Rotation stops while the pointer
 * or keyboard focus (other than on the pause/play button) is inside, for
 * manualPauseMs after manual use, and entirely under reduced motion (it
 * starts paused). Timing lives in ~/lib/carousel.
 */
export function Carousel<T>({
  items,
  renderItem,
  label,
  visible = DEFAULT_VISIBLE,
  interval = CAROUSEL_INTERVAL_MS,
  manualPauseMs = CAROUSEL_MANUAL_PAUSE_MS,
  showAutoplayIndicator,
  className,
}: CarouselProps<T>) {
  const n = items.length;
  const c = useCarousel(n, interval, manualPauseMs);
  const { index, paused } = c.state;
  const id = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const slots = Math.min(n, Math.max(visible.base, visible.md ?? 0, visible.lg ?? 0));
  if (!n) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={className ? `${s.root} ${className}` : s.root}
      onPointerEnter={() => c.hover(true)}
      onPointerLeave={() => c.hover(false)}
      onFocus={(e) => c.focus(e.target !== toggleRef.current)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) c.focus(false);
      }}
    >
      <div className={s.bar}>
        <button ref={toggleRef} type="button" className={button.secondary} aria-controls={id} onClick={c.toggle}>
          {paused ? "Start auto-play" : "Pause auto-play"}
        </button>
        {showAutoplayIndicator && c.playing ? <span className={s.status}>Auto-playing</span> : null}
      </div>
      <div
        id={id}
        className={`${s.track} ${s.visible.base[visible.base]} ${visible.md ? s.visible.md[visible.md] : ""} ${visible.lg ? s.visible.lg[visible.lg] : ""}`}
        aria-live={c.playing ? "off" : "polite"}
      >
        {Array.from({ length: slots }, (_, p) => {
          const i = (index + p) % n;
          return (
            <div key={p} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${n}`} data-p={p} className={s.slide}>
              {renderItem(items[i]!, i)}
            </div>
          );
        })}
      </div>
      <div className={s.nav}>
        <button type="button" className={iconButton} aria-controls={id} aria-label="Previous slide" onClick={c.prev}>
          <span aria-hidden="true">‹</span>
        </button>
        <div role="group" aria-label="Choose slide" className={s.dots}>
          {items.map((_, i) => (
            <button
              key={i}
              type="button"
              className={s.dot}
              aria-label={`Slide ${i + 1}`}
              aria-current={i === index || undefined}
              aria-controls={id}
              onClick={() => c.goTo(i)}
            />
          ))}
        </div>
        <button type="button" className={iconButton} aria-controls={id} aria-label="Next slide" onClick={c.next}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
