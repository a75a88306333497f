import { Fragment, type ReactNode } from "react";
import type { StoredBooking } from "~/lib/stores/bookings-storage";
import { bookingFacts } from "~/lib/booking-view";
import * as s from "../saved/saved.css";

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

export const BookingFacts = ({ booking }: { booking: StoredBooking }) => <Facts rows={bookingFacts(booking)} />;
