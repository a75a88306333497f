import { Fragment, type ReactNode } from "react";
import * as own from "./facts.css";

type Row = readonly [term: string, value: ReactNode, testId?: string];

/** Terms and values: a booking's, an order's on the tracking page, in My orders and in the checkout. */
export function Facts({ rows, s = own }: { rows: readonly Row[]; s?: { facts: string; term: string; value: string } }) {
  return (
    <dl className={s.facts}>
      {rows.map(([term, value, testId]) => (
        <Fragment key={term}>
          <dt className={s.term}>{term}</dt>
          <dd className={s.value} data-testid={testId}>
            {value}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
