import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { Modal } from "~/components/dialog/Modal";
import { InputField, SelectField, TextareaField } from "~/components/form/Field";
import { useActionForm } from "~/components/form/useActionForm";
import { DELIVERY_AREAS, TIME_SLOTS } from "~/data/areas";
import { localISODate } from "~/lib/dates";
import type { Package } from "~/lib/entities";
import { BOOKING_FIELDS, bookingSchema, type Booking, type BookingInput } from "~/lib/schemas/booking";
import { formatKsh, kshToCents } from "~/lib/money";
import { toastError, toastSuccess } from "~/lib/toast";
import { button } from "~/styles/button.css";
import { visuallyHidden } from "~/styles/utils.css";
import { bookingErrorToast } from "./booking-action";
import * as s from "./booking.css";

export interface BookingDialogProps {
  pkg: Package;
  /** Service title, shown under the dialog title. */
  service: string;
  /** The route's package names (the schema accepts only these). */
  packageNames: readonly string[];
  onClose: () => void;
  /** The Book button that opened the dialog. */
  returnFocus: () => HTMLElement | null;
}

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
 * The booking dialog (lazy chunk: react-hook-form + zod). A fetcher form
 * posting every named field to the current service route, whose clientAction
 * re-validates with the same schema; RHF gives instant inline errors and
 * focuses the first invalid field. Success toasts, clears, closes, and the
 * Modal returns focus to the Book button.
 */
export default function BookingDialog({ pkg, service, packageNames, onClose, returnFocus }: BookingDialogProps) {
  const [today] = useState(() => localISODate());
  const schema = useMemo(() => bookingSchema(today, packageNames), [today, packageNames]);
  const {
    register,
    reset,
    fetcher,
    formRef,
    busy,
    onSubmit,
    showErrors,
    formState: { errors },
  } = useActionForm<BookingInput, Booking, Booking>({
    resolver: zodResolver(schema),
    defaultValues: emptyValues(pkg.name),
    reValidateMode: "onChange",
    fields: BOOKING_FIELDS,
    onSuccess: (_booking, toast) => {
      reset(emptyValues(pkg.name));
      if (toast) void toastSuccess(toast);
      onClose();
    },
    onFailure: (fieldErrors, toast) => {
      showErrors(fieldErrors);
      if (toast) void toastError(toast);
    },
    onInvalid: (messages) => void toastError(bookingErrorToast(messages)),
  });

  const error = (name: keyof BookingInput) => errors[name]?.message;
  const id = (name: string) => `booking-${name}`;

  return (
    <Modal
      title={`Book ${pkg.name} package`}
      description={`${service}: ${formatKsh(kshToCents(pkg.price))}, ${pkg.duration}`}
      onClose={onClose}
      initialFocus={`#${id("name")}`}
      returnFocus={returnFocus}
      locked={busy}
      testId="booking-dialog"
    >
      <fetcher.Form ref={formRef} method="post" noValidate aria-busy={busy || undefined} onSubmit={onSubmit}>
        <input type="hidden" {...register("package")} />
        <p className={s.note}>
          Fields marked <span aria-hidden="true">*</span>
          <span className={visuallyHidden}>with an asterisk</span> are required.
        </p>
        <div className={s.grid}>
          <InputField
            id={id("name")}
            label="Full name"
            autoComplete="name"
            required
            error={error("name")}
            {...register("name")}
          />
          <InputField
            id={id("email")}
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            error={error("email")}
            {...register("email")}
          />
          <InputField
            id={id("phone")}
            label="Phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            error={error("phone")}
            {...register("phone")}
          />
          <SelectField id={id("area")} label="Area" error={error("area")} {...register("area")}>
            <option value="">Select your area</option>
            {DELIVERY_AREAS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </SelectField>
          <InputField
            id={id("address")}
            label="Address"
            autoComplete="street-address"
            fieldClassName={s.wide}
            error={error("address")}
            {...register("address")}
          />
          <InputField
            id={id("preferredDate")}
            label="Preferred date"
            type="date"
            min={today}
            error={error("preferredDate")}
            {...register("preferredDate")}
          />
          <SelectField
            id={id("preferredTime")}
            label="Preferred time"
            error={error("preferredTime")}
            {...register("preferredTime")}
          >
            <option value="">Select a time slot</option>
            {TIME_SLOTS.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </SelectField>
          <TextareaField
            id={id("message")}
            label="Message"
            hint="Anything we should know: device, problem, directions."
            fieldClassName={s.wide}
            error={error("message")}
            {...register("message")}
          />
        </div>
        <div className={s.actions}>
          <button type="button" className={button.secondary} onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className={button.primary} aria-disabled={busy || undefined}>
            {busy ? "Sending…" : "Send booking request"}
          </button>
        </div>
      </fetcher.Form>
    </Modal>
  );
}
