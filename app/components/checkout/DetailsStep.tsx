import { zodResolver } from "@hookform/resolvers/zod";
import { useFetcher } from "@remix-run/react";
import { useEffect, useMemo } from "react";
import { useForm } from "react-hook-form";
import { AreaSelect } from "~/components/form/Choices";
import { formErrors, messagesOf, useFormProps } from "~/components/form/fetcher-form";
import { InputField, RequiredNote } from "~/components/form/Field";
import { CITY } from "~/data/areas";
import type { CheckoutState } from "~/lib/checkout-machine";
import { checkoutStore } from "~/lib/checkout-store";
import { formValues } from "~/lib/form-result";
import { DETAILS_LIMITS, DetailsSchema, detailsToast, type Details, type DetailsInput } from "~/lib/schemas/checkout";
import { toastError } from "~/lib/toast";
import type { clientAction } from "~/routes/actions.checkout";
import { button } from "~/styles/button.css";
import * as s from "./checkout.css";
import { CHECKOUT_ACTION, ErrorSummary } from "./shared";

interface DetailsStepProps {
  state: Extract<CheckoutState, { step: "details" }>;
  onBackToCart: () => void;
}

const resolver = zodResolver(DetailsSchema);

/**
 * Step 1: name, email and phone required; address and area optional; city
 * fixed. Posts the "details" intent; the action's answer moves the checkout on
 * (or brings its errors back here, beside the fields).
 */
export function DetailsStep({ state, onBackToCart }: DetailsStepProps) {
  const fetcher = useFetcher<typeof clientAction>();
  const busy = fetcher.state !== "idle";
  const { errors, focus } = state;
  const form = useForm<DetailsInput, unknown, Details>({
    resolver,
    defaultValues: { name: "", email: "", phone: "", address: "", area: "", ...state.draft },
    errors: useMemo(() => formErrors<DetailsInput>(errors), [errors]),
  });
  const { field, formProps, submitProps } = useFormProps(form, {
    id: "checkout-details",
    limits: DETAILS_LIMITS,
    busy,
    send: (element) => fetcher.submit(element),
    onInvalid: (messages) => {
      const toast = detailsToast(messages);
      if (toast) toastError(toast);
    },
  });

  // Focus on the name when the machine asks (the step shown again); its errors focus themselves.
  const { setFocus } = form;
  useEffect(() => {
    if (focus.target === "name") setFocus("name");
  }, [focus, setFocus]);

  return (
    <fetcher.Form
      {...formProps}
      action={CHECKOUT_ACTION}
      // Whatever is typed is kept when the step goes away (Continue, Back to Cart, closing the dialog).
      onChange={(event) => {
        const { name, email, phone, address, area } = formValues(new FormData(event.currentTarget));
        checkoutStore.dispatch({ type: "draftSaved", draft: { name, email, phone, address, area } });
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
        <button type="button" className={button.secondary} onClick={onBackToCart}>
          Back to Cart
        </button>
        <button className={button.primary} {...submitProps}>
          Continue to Payment
        </button>
      </div>
    </fetcher.Form>
  );
}
