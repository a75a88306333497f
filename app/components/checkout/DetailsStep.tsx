import { zodResolver } from "@hookform/resolvers/zod";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { InputField, SelectField } from "~/components/form/Field";
import { CITY, DELIVERY_AREAS } from "~/data/areas";
import { firstInvalid, type FieldErrors } from "~/lib/form-result";
import { checkoutToast, DETAILS_FIELDS, DetailsSchema, type Details, type DetailsInput } from "~/lib/schemas/checkout";
import type { ToastMessage } from "~/lib/toast";
import type { clientAction } from "~/routes/actions.checkout";
import { button } from "~/styles/button.css";
import * as s from "./checkout.css";
import { CHECKOUT_ACTION, ErrorSummary, messagesOf, useResultOnce } from "./shared";

interface DetailsStepProps {
  checkoutId: string;
  defaults: Partial<DetailsInput>;
  /** Errors the payment step's action found in the details (devtools). */
  initialErrors?: FieldErrors;
  onDone: (details: Details) => void;
  onBackToCart: () => void;
  onError: (toast: ToastMessage | undefined) => void;
  /** What was typed, when the step goes away (kept for the next visit of this step in this tab). */
  onDraft: (values: Partial<DetailsInput>) => void;
}

type Field = (typeof DETAILS_FIELDS)[number];
const isDetailsField = (name: string): name is Field => (DETAILS_FIELDS as readonly string[]).includes(name);

/** Step 1: name, email and phone required; address and area optional; city fixed. */
export function DetailsStep({ checkoutId, defaults, initialErrors, onDone, onBackToCart, onError, onDraft }: DetailsStepProps) {
  const fetcher = useFetcher<typeof clientAction>({ key: `checkout-details-${checkoutId}` });
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    formState: { errors },
  } = useForm<DetailsInput, unknown, Details>({
    resolver: zodResolver(DetailsSchema),
    defaultValues: { name: "", email: "", phone: "", address: "", area: "", ...defaults },
    shouldFocusError: true,
  });

  const fail = (fieldErrors: FieldErrors, toast?: ToastMessage) => {
    for (const [name, message] of Object.entries(fieldErrors)) {
      if (message && isDetailsField(name)) setError(name, { type: "action", message });
    }
    const first = firstInvalid(fieldErrors, DETAILS_FIELDS);
    if (first && isDetailsField(first)) setFocus(first);
    onError(toast ?? checkoutToast(fieldErrors));
  };

  useEffect(() => {
    if (initialErrors) fail(initialErrors);
    else setFocus("name");
    const keep = onDraft;
    return () => keep(getValues());
    // Once per visit of the step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useResultOnce(fetcher.data, (result) => {
    if (!result.ok) fail(result.errors, result.toast);
    else if (result.data.intent === "details") onDone(result.data.details);
  });

  const busy = fetcher.state !== "idle";
  const summary = checkoutToast(messagesOf(errors));

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={CHECKOUT_ACTION}
      noValidate
      className={s.form}
      aria-label="Your details"
      onSubmit={handleSubmit(
        () => fetcher.submit(formRef.current),
        (invalid) => onError(checkoutToast(messagesOf(invalid)))
      )}
    >
      <input type="hidden" name="intent" value="details" />
      <ErrorSummary toast={summary} />
      <p className={s.errorText}>Fields marked with an asterisk (*) are required.</p>
      <InputField {...register("name")} label="Full name" autoComplete="name" required error={errors.name?.message} />
      <div className={s.row}>
        <InputField
          {...register("email")}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={errors.email?.message}
        />
        <InputField
          {...register("phone")}
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          error={errors.phone?.message}
        />
      </div>
      <InputField
        {...register("address")}
        label="Delivery address (optional)"
        autoComplete="street-address"
        hint="Building, street, house or office number"
        error={errors.address?.message}
      />
      <div className={s.row}>
        <InputField name="city" label="City" value={CITY} readOnly autoComplete="address-level2" hint="We deliver within Nairobi." />
        <SelectField {...register("area")} label="Area (optional)" autoComplete="address-level3" error={errors.area?.message}>
          <option value="">Select an area</option>
          {DELIVERY_AREAS.map((area) => (
            <option key={area} value={area}>
              {area}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={s.actions}>
        <button type="button" className={button.secondary} onClick={onBackToCart}>
          Back to Cart
        </button>
        <button type="submit" className={button.primary} disabled={busy}>
          Continue to Payment
        </button>
      </div>
    </fetcher.Form>
  );
}
