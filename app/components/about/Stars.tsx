import { visuallyHidden } from "~/styles/utils.css";
import * as s from "./about.css";

const MAX = 5;

/** A 1..5 rating: stars for the eye, "Rated n out of 5" for everyone else. */
export function Stars({ rating }: { rating: number }) {
  const full = Math.max(0, Math.min(MAX, Math.round(rating)));
  return (
    <p className={s.stars}>
      <span aria-hidden="true">{"★".repeat(full) + "☆".repeat(MAX - full)}</span>
      <span className={visuallyHidden}>
        Rated {rating} out of {MAX}
      </span>
    </p>
  );
}
