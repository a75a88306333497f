import { Fragment, type ReactNode } from "react";
import * as s from "./facts.css";

/** Terms and values: a booking's, an order's on the tracking page and in My orders. */
export function Facts({ rows }: { rows: ReadonlyArray<readonly [term: string, value: ReactNode]> }) {
  return (
    <dl className={s.facts}>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt className={s.term}>{term}</dt>
          <dd className={s.value}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
