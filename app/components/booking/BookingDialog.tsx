import { useState } from "react";
import { Modal } from "~/components/dialog/Modal";
import { AreaSelect, TimeSlotSelect } from "~/components/form/Choices";
import { InputField, RequiredNote, TextareaField } from "~/components/form/Field";
import { useActionForm } from "~/components/form/useActionForm";
import { localISODate } from "~/lib/dates";
import type { StoredBooking } from "~/lib/bookings-storage";
import type { Package } from "~/lib/entities";
import { formatKsh, kshToCents } from "~/lib/money";
import { BOOKING_FIELDS, BOOKING_LIMITS, bookingToast } from "~/lib/schemas/booking.rules";
import type { Booking, BookingInput } from "~/lib/schemas/booking";
import type { clientAction } from "~/routes/actions.booking";
import { button } from "~/styles/button.css";
import * as s from "./booking.css";

export interface BookingDialogProps {
  pkg: Package;
  /** Service title, shown under the dialog title and posted as `service` (its packages are the valid ones). */
  service: string;
  /** The route's package names (the schema accepts only these). */
  packageNames: readonly string[];
  onClose: () => void;
  /** The action accepted the request: the booking it made (the dialog is then closed by the owner). */
  onBooked: (booking: StoredBooking) => void;
  /** The Book button that opened the dialog. */
  returnFocus: () => HTMLElement | null;
}

/** The action-only route the dialog posts to (routes/actions.booking.tsx). */
const BOOKING_ACTION = "/actions/booking";

const emptyValues = (pkg: string): BookingInput => ({
  package: pkg,
  name: "",
  email: "",
  phone: "",
  address: "",
  area: "",
  preferredDate: "",
  preferredTime: "",
  message: "",
});

/**
 * The booking dialog (lazy chunk: react-hook-form; zod on first focus). A
 * fetcher form posting every named field to /actions/booking, whose
 * clientAction re-validates with the same schema (the form pattern: see
 * components/form/useActionForm). Success toasts, clears, and hands the
 * booking to the owner, which closes the dialog and shows its confirmation.
 */
export default function BookingDialog({
  pkg,
  service,
  packageNames,
  onClose,
  onBooked,
  returnFocus,
}: BookingDialogProps) {
  const [today] = useState(() => localISODate());
  const { fetcher, formProps, submitProps, field, fieldId, register, busy } = useActionForm<
    BookingInput,
    Booking,
    typeof clientAction
  >({
    id: "booking",
    action: BOOKING_ACTION,
    schema: () => import("~/lib/schemas/booking").then((m) => m.bookingSchema(today, packageNames)),
    toast: bookingToast,
    defaultValues: emptyValues(pkg.name),
    reValidateMode: "onChange",
    fields: BOOKING_FIELDS,
    limits: BOOKING_LIMITS,
    onSuccess: onBooked,
  });

  return (
    <Modal
      title={`Book ${pkg.name} package`}
      description={`${service}: ${formatKsh(kshToCents(pkg.price))}, ${pkg.duration}`}
      onClose={onClose}
      initialFocus={`#${fieldId("name")}`}
      returnFocus={returnFocus}
      locked={busy}
      testId="booking-dialog"
    >
      <fetcher.Form {...formProps}>
        <input type="hidden" name="service" value={service} />
        <input type="hidden" {...register("package")} />
        <RequiredNote />
        <div className={s.grid}>
          <InputField label="Full name" autoComplete="name" required {...field("name")} />
          <InputField label="Email" type="email" inputMode="email" autoComplete="email" required {...field("email")} />
          <InputField label="Phone" type="tel" inputMode="tel" autoComplete="tel" required {...field("phone")} />
          <AreaSelect label="Area" {...field("area")} />
          <InputField label="Address" autoComplete="street-address" fieldClassName={s.wide} {...field("address")} />
          <InputField label="Preferred date" type="date" min={today} {...field("preferredDate")} />
          <TimeSlotSelect label="Preferred time" {...field("preferredTime")} />
          <TextareaField
            label="Message"
            hint="Anything we should know: device, problem, directions."
            fieldClassName={s.wide}
            {...field("message")}
          />
        </div>
        <div className={s.actions}>
          <button
            type="button"
            className={button.secondary}
            onClick={() => {
              if (!busy) onClose();
            }}
            aria-disabled={busy || undefined}
          >
            Cancel
          </button>
          <button className={button.primary} {...submitProps}>
            {busy ? "Sending…" : "Send booking request"}
          </button>
        </div>
      </fetcher.Form>
    </Modal>
  );
}
