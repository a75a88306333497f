import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { AreaSelect } from "~/components/form/Choices";
import { formErrors, messagesOf, useFormProps } from "~/components/form/fetcher-form";
import { InputField } from "~/components/form/Field";
import { RequiredNote } from "~/components/form/MoreFields";
import { CITY } from "~/data/areas";
import { FIELD_LIMITS } from "~/data/forms";
import { CHECKOUT_DRAFT_KEY, saveDraft } from "~/lib/stores/form-drafts";
import { formValues } from "~/lib/form-result";
import { DetailsSchema, detailsToast, type Details, type DetailsInput } from "~/lib/schemas/checkout";
import { button } from "~/styles/button.css";
import * as s from "./checkout.css";
import { ErrorSummary } from "./shared";
import { CHECKOUT_ACTION, type StepProps } from "./use-checkout";

const resolver = zodResolver(DetailsSchema);

export function DetailsStep({ state, checkout, onBackToCart }: StepProps<"details">) {
  const { busy, dispatch, post } = checkout;
  const { errors } = state;
  const form = useForm<DetailsInput, unknown, Details>({
    resolver,
    defaultValues: { name: "", email: "", phone: "", address: "", area: "", ...state.draft },
    errors: useMemo(() => formErrors<DetailsInput>(errors), [errors]),
  });
  const { field, formProps, submitProps } = useFormProps(form, {
    id: "checkout-details",
    limits: FIELD_LIMITS,
    busy,
    send: (element) => post(formValues(new FormData(element))),
    onInvalid: detailsToast,
  });

  return (
    <form
      {...formProps}
      action={CHECKOUT_ACTION}
      // Whatever is typed is kept when the step goes away (Continue, Back to Cart, closing the dialog).
      onChange={() => {
        const draft = form.getValues();
        dispatch({ type: "draftSaved", draft });
        saveDraft(CHECKOUT_DRAFT_KEY, draft);
      }}
      className={s.form}
      aria-label="Your details"
    >
      <input type="hidden" name="intent" value="details" />
      <ErrorSummary toast={detailsToast(messagesOf(form.formState.errors))} />
      <RequiredNote />
      <InputField label="Full name" autoComplete="name" required {...field("name")} />
      <div className={s.row}>
        <InputField label="Email" type="email" inputMode="email" autoComplete="email" required {...field("email")} />
        <InputField label="Phone number" type="tel" inputMode="tel" autoComplete="tel" required {...field("phone")} />
      </div>
      <InputField
        label="Delivery address (optional)"
        autoComplete="street-address"
        hint="Building, street, house or office number"
        {...field("address")}
      />
      <div className={s.row}>
        <InputField
          id="checkout-city"
          name="city"
          label="City"
          value={CITY}
          readOnly
          autoComplete="address-level2"
          hint="We deliver within Nairobi."
        />
        <AreaSelect label="Area (optional)" autoComplete="address-level3" {...field("area")} />
      </div>
      <div className={s.actions}>
        <button className={button.primary} {...submitProps}>
          Continue to Payment
        </button>
        <button type="button" className={button.secondary} onClick={onBackToCart}>
          Back to Cart
        </button>
      </div>
    </form>
  );
}
