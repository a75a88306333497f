import { forwardRef, useId } from "react";
import { BOOKING_PANEL } from "~/data/bookings";
import { bookingFacts } from "~/lib/booking-view";
import type { StoredBooking } from "~/lib/stores/bookings-storage";
import { button } from "~/styles/button.css";
import { AddToCalendar } from "./AddToCalendar";
import { Facts } from "../saved/Facts";
import * as s from "../saved/saved.css";

interface BookingConfirmationProps {
  booking: StoredBooking;
  /** Reopens the booking dialog (for the same package); focus returns to `from` when it closes. */
  onBookAnother: (from: HTMLButtonElement) => void;
  /** The Book buttons' data attributes, so "Book another" opens the dialog as they do. */
  bookAnother: { [name: `data-${string}`]: string | undefined };
}

/** The booking's reference and choices once the dialog has closed; the ref is its heading, for focus. */
export const BookingConfirmation = forwardRef<HTMLHeadingElement, BookingConfirmationProps>(
  function BookingConfirmation({ booking, onBookAnother, bookAnother }, headingRef) {
    const titleId = useId();
    return (
      <section className={s.panel} aria-labelledby={titleId} data-testid="booking-confirmation">
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className={s.title}>
          {BOOKING_PANEL.title}
        </h2>
        <Facts rows={bookingFacts(booking)} />
        <div className={s.actions}>
          <AddToCalendar booking={booking} />
          <button
            type="button"
            className={button.secondary}
            {...bookAnother}
            onClick={(event) => onBookAnother(event.currentTarget)}
          >
            {BOOKING_PANEL.bookAnother}
          </button>
        </div>
      </section>
    );
  },
);
