import { useId, useState } from "react";
import { MY_BOOKINGS_TITLE } from "~/data/bookings";
import { bookingFacts } from "~/lib/booking-view";
import { clearBookings, loadBookings, newestFirst } from "~/lib/stores/bookings-storage";
import { AddToCalendar } from "../booking/AddToCalendar";
import { Facts } from "./Facts";
import { ForgetControl } from "./ForgetControl";
import * as s from "./saved.css";

/** This device's bookings (lazy); when storage cannot be cleared the list still goes for this visit. */
export default function MyBookings({ afterForget }: { afterForget: () => HTMLElement | null }) {
  const titleId = useId();
  const [bookings, setBookings] = useState(() => newestFirst(loadBookings()));
  if (bookings.length === 0) return null;
  return (
    <section className={s.panel} aria-labelledby={titleId} data-testid="my-bookings">
      <h2 id={titleId} className={s.title}>
        {MY_BOOKINGS_TITLE}
      </h2>
      <ul className={s.list}>
        {bookings.map((booking) => (
          <li key={booking.reference} className={s.entry} data-testid="my-booking">
            <Facts rows={bookingFacts(booking)} />
            <AddToCalendar booking={booking} />
          </li>
        ))}
      </ul>
      <div className={s.actions}>
        <ForgetControl
          kind="bookings"
          onForget={() => {
            clearBookings();
            setBookings([]);
          }}
          returnFocus={afterForget}
        />
      </div>
    </section>
  );
}
