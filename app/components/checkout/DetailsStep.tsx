import { useEffect, type Dispatch } from "react";
import { AreaSelect } from "~/components/form/Choices";
import { InputField, RequiredNote } from "~/components/form/Field";
import { messagesOf, useActionForm } from "~/components/form/useActionForm";
import { CITY } from "~/data/areas";
import { newCheckoutKey } from "~/lib/checkout";
import type { CheckoutEvent, CheckoutState } from "~/lib/checkout-machine";
import { firstInvalid } from "~/lib/form-result";
import type { Details, DetailsInput } from "~/lib/schemas/checkout";
import { DETAILS_FIELDS, DETAILS_LIMITS, detailsToast } from "~/lib/schemas/checkout.rules";
import type { clientAction } from "~/routes/actions.checkout";
import { button } from "~/styles/button.css";
import * as s from "./checkout.css";
import { CHECKOUT_ACTION, ErrorSummary } from "./shared";

interface DetailsStepProps {
  state: Extract<CheckoutState, { step: "details" }>;
  dispatch: Dispatch<CheckoutEvent>;
  onBackToCart: () => void;
}

/** Step 1: name, email and phone required; address and area optional; city fixed. */
export function DetailsStep({ state, dispatch, onBackToCart }: DetailsStepProps) {
  const f = useActionForm<DetailsInput, Details, typeof clientAction>({
    id: "checkout-details",
    schema: () => import("~/lib/schemas/checkout").then((m) => m.DetailsSchema),
    toast: detailsToast,
    fields: DETAILS_FIELDS,
    limits: DETAILS_LIMITS,
    action: CHECKOUT_ACTION,
    defaultValues: { name: "", email: "", phone: "", address: "", area: "", ...state.draft },
    resetOnSuccess: false,
    shouldFocusError: true,
    onSuccess: (data) => {
      if (data.intent === "details")
        dispatch({ type: "detailsAccepted", details: data.details, key: newCheckoutKey() });
    },
    onFailure: (errors) => dispatch({ type: "detailsRejected", errors }),
  });
  const { showErrors, setFocus, getValues } = f;
  const { errors, focus } = state;

  // The machine's errors beside the fields (the action refused these details, here or with the payment).
  useEffect(() => {
    if (errors) showErrors(errors, { focus: false });
    // showErrors is a fresh closure each render; the errors are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors]);

  // Focus as the machine says, once per transition.
  useEffect(() => {
    const target = focus.target === "firstInvalid" ? firstInvalid(errors ?? {}, DETAILS_FIELDS) : focus.target;
    if (target === "name" || target === "email" || target === "phone" || target === "address" || target === "area")
      setFocus(target);
    // Only a new focus request moves focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus]);

  // Whatever was typed is kept when the step goes away (Continue, Back to Cart, closing the dialog).
  useEffect(() => () => dispatch({ type: "draftSaved", draft: getValues() }), [dispatch, getValues]);

  const summary = detailsToast(messagesOf(f.formState.errors));

  return (
    <f.fetcher.Form {...f.formProps} className={s.form} aria-label="Your details">
      <input type="hidden" name="intent" value="details" />
      <ErrorSummary toast={summary} />
      <RequiredNote />
      <InputField label="Full name" autoComplete="name" required {...f.field("name")} />
      <div className={s.row}>
        <InputField label="Email" type="email" inputMode="email" autoComplete="email" required {...f.field("email")} />
        <InputField label="Phone number" type="tel" inputMode="tel" autoComplete="tel" required {...f.field("phone")} />
      </div>
      <InputField
        label="Delivery address (optional)"
        autoComplete="street-address"
        hint="Building, street, house or office number"
        {...f.field("address")}
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
        <AreaSelect label="Area (optional)" autoComplete="address-level3" {...f.field("area")} />
      </div>
      <div className={s.actions}>
        <button type="button" className={button.secondary} onClick={onBackToCart}>
          Back to Cart
        </button>
        <button className={button.primary} {...f.submitProps}>
          Continue to Payment
        </button>
      </div>
    </f.fetcher.Form>
  );
}
