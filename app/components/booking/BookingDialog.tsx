import { zodResolver } from "@hookform/resolvers/zod";
import { PrefetchPageLinks } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Modal } from "~/components/dialog/Modal";
import { AreaSelect, TimeSlotSelect } from "~/components/form/Choices";
import { useActionFetcher, useFormProps } from "~/components/form/fetcher-form";
import { BusyButton, InputField } from "~/components/form/Field";
import { RequiredNote, TextareaField } from "~/components/form/MoreFields";
import { FIELD_LIMITS } from "~/data/forms";
import { localISODate } from "~/lib/dates";
import { bookingDraftKey, readDraft, saveDraft } from "~/lib/stores/form-drafts";
import type { StoredBooking } from "~/lib/stores/bookings-storage";
import type { Package } from "~/lib/entities";
import { formatKsh, kshToCents } from "~/lib/money";
import { bookingSchema, bookingToast, type Booking, type BookingInput } from "~/lib/schemas/booking";
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
  /** The action accepted the request: the booking it made (the dialog is then closed by the owner). Stable. */
  onBooked: (booking: StoredBooking) => void;
  /** The Book button that opened the dialog. */
  returnFocus: () => HTMLElement | null;
}

/** The action-only route the dialog posts to (routes/actions.booking.tsx). */
const BOOKING_ACTION = "/actions/booking";

/** A fetcher form to /actions/booking (same schema there); the accepted booking goes to the owner. */
export default function BookingDialog({
  pkg,
  service,
  packageNames,
  onClose,
  onBooked,
  returnFocus,
}: BookingDialogProps) {
  const [today] = useState(() => localISODate());
  const [resolver] = useState(() => zodResolver(bookingSchema(today, packageNames)));
  const [draft] = useState(() => readDraft(bookingDraftKey(service)));
  const { fetcher, errors, busy } = useActionFetcher<typeof clientAction, BookingInput>();
  const form = useForm<BookingInput, unknown, Booking>({
    resolver,
    // What this tab typed for this service before (a reload, a move to the site's new version), for this package.
    defaultValues: {
      name: "",
      email: "",
      phone: "",
      address: "",
      area: "",
      preferredDate: "",
      preferredTime: "",
      message: "",
      ...draft,
      package: pkg.name,
    },
    reValidateMode: "onChange",
    errors,
  });
  const { field, formProps, submitProps } = useFormProps(form, {
    id: "booking",
    limits: FIELD_LIMITS,
    busy,
    send: (element) => fetcher.submit(element),
    onInvalid: bookingToast,
  });

  // The action made the booking: the owner takes it (and closes this dialog).
  const booked = fetcher.data?.ok ? fetcher.data.data : undefined;
  useEffect(() => {
    if (booked) onBooked(booked);
  }, [booked, onBooked]);

  return (
    <Modal
      title={`Book ${pkg.name} package`}
      description={`${service}: ${formatKsh(kshToCents(pkg.price))}, ${pkg.duration}`}
      onClose={onClose}
      initialFocus="#booking-name"
      returnFocus={returnFocus}
      locked={busy}
      testId="booking-dialog"
    >
      {/* The action's route module: Send posts to it, with no round trip for its code. */}
      <PrefetchPageLinks page={BOOKING_ACTION} />
      <fetcher.Form
        {...formProps}
        action={BOOKING_ACTION}
        onChange={() => {
          const { package: _, ...typed } = form.getValues();
          saveDraft(bookingDraftKey(service), typed);
        }}
      >
        <input type="hidden" name="service" value={service} />
        <input type="hidden" {...form.register("package")} />
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
          <BusyButton busy={busy} className={button.secondary} onClick={onClose}>
            Cancel
          </BusyButton>
          <button className={button.primary} {...submitProps}>
            {busy ? "Sending…" : "Send booking request"}
          </button>
        </div>
      </fetcher.Form>
    </Modal>
  );
}
