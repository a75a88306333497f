import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { InputField, SelectField } from "~/components/form/Field";
import { messagesOf, useActionForm } from "~/components/form/useActionForm";
import { CITY, DELIVERY_AREAS } from "~/data/areas";
import type { FieldErrors } from "~/lib/form-result";
import { checkoutToast, DETAILS_FIELDS, DetailsSchema, type Details, type DetailsInput } from "~/lib/schemas/checkout";
import type { ToastMessage } from "~/lib/entities";
import type { CheckoutData } from "~/routes/actions.checkout";
import { button } from "~/styles/button.css";
import * as s from "./checkout.css";
import { CHECKOUT_ACTION, ErrorSummary } from "./shared";

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

/** Step 1: name, email and phone required; address and area optional; city fixed. */
export function DetailsStep({
  checkoutId,
  defaults,
  initialErrors,
  onDone,
  onBackToCart,
  onError,
  onDraft,
}: DetailsStepProps) {
  const {
    register,
    setFocus,
    getValues,
    fetcher,
    formRef,
    busy,
    onSubmit,
    showErrors,
    formState: { errors },
  } = useActionForm<DetailsInput, Details, CheckoutData>({
    fetcherKey: `checkout-details-${checkoutId}`,
    resolver: zodResolver(DetailsSchema),
    defaultValues: { name: "", email: "", phone: "", address: "", area: "", ...defaults },
    shouldFocusError: true,
    fields: DETAILS_FIELDS,
    onSuccess: (result) => {
      if (result.intent === "details") onDone(result.details);
    },
    onFailure: (fieldErrors, toast) => fail(fieldErrors, toast),
    onInvalid: (messages) => onError(checkoutToast(messages)),
  });

  const fail = (fieldErrors: FieldErrors, toast?: ToastMessage) => {
    showErrors(fieldErrors);
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

  const summary = checkoutToast(messagesOf(errors));

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={CHECKOUT_ACTION}
      noValidate
      className={s.form}
      aria-label="Your details"
      onSubmit={onSubmit}
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
        <InputField
          name="city"
          label="City"
          value={CITY}
          readOnly
          autoComplete="address-level2"
          hint="We deliver within Nairobi."
        />
        <SelectField
          {...register("area")}
          label="Area (optional)"
          autoComplete="address-level3"
          error={errors.area?.message}
        >
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
