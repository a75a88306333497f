import { AreaSelect } from "~/components/form/Choices";
import { InputField, RequiredNote, SelectField, TextareaField } from "~/components/form/Field";
import { useActionForm } from "~/components/form/useActionForm";
import { SERVICES } from "~/data/services";
import type { ContactInput, ContactMessage } from "~/lib/schemas/contact";
import { CONTACT_FIELDS, CONTACT_LIMITS, contactToast } from "~/lib/schemas/contact.rules";
import type { clientAction } from "~/routes/contact";
import { button } from "~/styles/button.css";
import * as s from "./contact.css";

const EMPTY: ContactInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  serviceType: "",
  location: "",
  message: "",
};

/**
 * The contact message form, posting to the contact route's clientAction
 * (the form pattern: see components/form/useActionForm). Nothing is sent anywhere.
 */
export function ContactForm() {
  const { fetcher, formProps, submitProps, field, busy } = useActionForm<
    ContactInput,
    ContactMessage,
    typeof clientAction
  >({
    id: "contact",
    fetcherKey: "contact-message",
    schema: () => import("~/lib/schemas/contact").then((m) => m.ContactSchema),
    toast: contactToast,
    defaultValues: EMPTY,
    reValidateMode: "onChange",
    fields: CONTACT_FIELDS,
    limits: CONTACT_LIMITS,
  });

  return (
    <fetcher.Form {...formProps} aria-labelledby="contact-form-title">
      <RequiredNote />
      <div className={s.formGrid}>
        <InputField label="First name" autoComplete="given-name" required {...field("firstName")} />
        <InputField label="Last name" autoComplete="family-name" {...field("lastName")} />
        <InputField label="Email" type="email" inputMode="email" autoComplete="email" required {...field("email")} />
        <InputField label="Phone" type="tel" inputMode="tel" autoComplete="tel" {...field("phone")} />
        <SelectField label="Service type" {...field("serviceType")}>
          <option value="">Select a service</option>
          {SERVICES.map(({ title }) => (
            <option key={title} value={title}>
              {title}
            </option>
          ))}
        </SelectField>
        <AreaSelect label="Preferred location" {...field("location")} />
        <TextareaField label="Message" rows={5} required fieldClassName={s.fullWidth} {...field("message")} />
      </div>
      <button className={button.primary} {...submitProps}>
        {busy ? "Sending…" : "Send Message"}
      </button>
    </fetcher.Form>
  );
}
