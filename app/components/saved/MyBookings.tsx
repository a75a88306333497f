import { MY_BOOKINGS_TITLE } from "~/data/bookings";
import { bookingFacts } from "~/lib/booking-view";
import { clearBookings, loadBookings, newestFirst } from "~/lib/stores/bookings-storage";
import { AddToCalendar } from "../booking/AddToCalendar";
import { Facts } from "./Facts";
import { SavedList } from "./SavedList";
import * as s from "./saved.css";

export default function MyBookings({ afterForget }: { afterForget: () => HTMLElement | null }) {
  return (
    <SavedList
      kind="bookings"
      title={MY_BOOKINGS_TITLE}
      load={() => newestFirst(loadBookings())}
      clear={clearBookings}
      afterForget={afterForget}
    >
      {(bookings) =>
        bookings.map((booking) => (
          <li key={booking.reference} className={s.entry} data-testid="my-booking">
            <Facts rows={bookingFacts(booking)} />
            <AddToCalendar booking={booking} />
          </li>
        ))
      }
    </SavedList>
  );
}
