import { useId, useState, type ReactNode } from "react";
import { MY_BOOKINGS_TITLE } from "~/data/bookings";
import { bookingFacts } from "~/lib/booking-view";
import { clearBookings, loadBookings, newestFirst, type StoredBooking } from "~/lib/stores/bookings-storage";
import { AddToCalendar } from "../booking/AddToCalendar";
import { Facts } from "./Facts";
import { ForgetControl } from "./ForgetControl";
import * as s from "./saved.css";

interface MyBookingsProps {
  bookings: readonly StoredBooking[];
  children?: ReactNode;
}

export function MyBookings({ bookings, children }: MyBookingsProps) {
  const titleId = useId();
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
      {children ? <div className={s.actions}>{children}</div> : null}
    </section>
  );
}

/** This device's bookings (lazy); when storage cannot be cleared the list still goes for this visit. */
export default function DeviceBookings({ afterForget }: { afterForget: () => HTMLElement | null }) {
  const [bookings, setBookings] = useState(() => newestFirst(loadBookings()));
  return (
    <MyBookings bookings={bookings}>
      <ForgetControl
        kind="bookings"
        onForget={() => {
          clearBookings();
          setBookings([]);
        }}
        returnFocus={afterForget}
      />
    </MyBookings>
  );
}
