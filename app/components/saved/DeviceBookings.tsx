import { useState } from "react";
import { clearBookings, loadBookings, newestFirst } from "~/lib/stores/bookings-storage";
import { ForgetControl } from "./ForgetControl";
import { MyBookings } from "./MyBookings";

/** When storage cannot be cleared the list still goes for this visit. */
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
