import { zodResolver } from "@hookform/resolvers/zod";
import { useFetcher } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm, type FieldErrors as RhfErrors } from "react-hook-form";
import { Modal } from "~/components/dialog/Modal";
import { InputField, SelectField, TextareaField } from "~/components/form/Field";
import { DELIVERY_AREAS, TIME_SLOTS } from "~/data/areas";
import { localISODate } from "~/lib/dates";
import type { Package } from "~/lib/entities";
import type { ActionResult, FieldErrors } from "~/lib/form-result";
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

type BookingResult = ActionResult<Booking>;

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
  const fetcher = useFetcher<BookingResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [today] = useState(() => localISODate());
  const schema = useMemo(() => bookingSchema(today, packageNames), [today, packageNames]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<BookingInput, unknown, Booking>({
    resolver: zodResolver(schema),
    defaultValues: emptyValues(pkg.name),
    reValidateMode: "onChange",
  });
  const busy = fetcher.state !== "idle";
  const result = fetcher.data as BookingResult | undefined;

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      reset(emptyValues(pkg.name));
      if (result.toast) void toastSuccess(result.toast);
      onClose();
      return;
    }
    for (const name of BOOKING_FIELDS) {
      const message = result.errors[name];
      if (message) setError(name, { type: "server", message });
    }
    const first = BOOKING_FIELDS.find((name) => result.errors[name]);
    if (first) setFocus(first);
    if (result.toast) void toastError(result.toast);
    // Only a new action result matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  const onValid = () => {
    if (formRef.current && !busy) void fetcher.submit(formRef.current);
  };
  // react-hook-form focuses the first invalid field itself.
  const onInvalid = (invalid: RhfErrors<BookingInput>) => {
    const messages: FieldErrors = {};
    for (const [name, e] of Object.entries(invalid)) messages[name] = e?.message;
    void toastError(bookingErrorToast(messages));
  };

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
      <fetcher.Form ref={formRef} method="post" noValidate aria-busy={busy || undefined} onSubmit={handleSubmit(onValid, onInvalid)}>
        <input type="hidden" {...register("package")} />
        <p className={s.note}>
          Fields marked <span aria-hidden="true">*</span>
          <span className={visuallyHidden}>with an asterisk</span> are required.
        </p>
        <div className={s.grid}>
          <InputField id={id("name")} label="Full name" autoComplete="name" required error={error("name")} {...register("name")} />
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
          <SelectField id={id("preferredTime")} label="Preferred time" error={error("preferredTime")} {...register("preferredTime")}>
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
