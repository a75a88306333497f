import type { StoredBooking } from "~/lib/stores/bookings-storage";
import { bookingFacts } from "~/lib/booking-view";
import * as s from "../saved/saved.css";

export function BookingFacts({ booking }: { booking: StoredBooking }) {
  return (
    <dl className={s.facts}>
      {bookingFacts(booking).map(([term, value]) => (
        <div key={term} style={{ display: "contents" }}>
          <dt className={s.term}>{term}</dt>
          <dd className={s.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
