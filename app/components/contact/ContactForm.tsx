import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { AreaSelect } from "~/components/form/Choices";
import { lazyZodResolver, useActionFetcher, useFormProps, warmZodResolver } from "~/components/form/fetcher-form";
import { InputField } from "~/components/form/Field";
import { options, RequiredNote, SelectField, TextareaField } from "~/components/form/MoreFields";
import { SERVICES } from "~/data/services";
import type { ContactInput, ContactMessage } from "~/lib/schemas/contact";
import { CONTACT_LIMITS, contactToast } from "~/lib/schemas/contact.rules";
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

const loadSchema = () => import("~/lib/schemas/contact").then((m) => m.ContactSchema);
const warmSchema = () => warmZodResolver(loadSchema);

export function ContactForm({ titleId }: { titleId: string }) {
  const { fetcher, errors, busy } = useActionFetcher<typeof clientAction, ContactInput>();
  const form = useForm<ContactInput, unknown, ContactMessage>({
    resolver: lazyZodResolver(loadSchema),
    defaultValues: EMPTY,
    reValidateMode: "onChange",
    errors,
  });
  const { field, formProps, submitProps } = useFormProps(form, {
    id: "contact",
    limits: CONTACT_LIMITS,
    busy,
    send: (element) => fetcher.submit(element),
    warm: warmSchema,
    onInvalid: contactToast,
  });

  const { reset } = form;
  useEffect(() => {
    if (fetcher.data?.ok) reset(EMPTY);
  }, [fetcher.data, reset]);

  return (
    <fetcher.Form {...formProps} aria-labelledby={titleId}>
      <RequiredNote />
      <div className={s.formGrid}>
        <InputField label="First name" autoComplete="given-name" required {...field("firstName")} />
        <InputField label="Last name" autoComplete="family-name" {...field("lastName")} />
        <InputField label="Email" type="email" inputMode="email" autoComplete="email" required {...field("email")} />
        <InputField label="Phone" type="tel" inputMode="tel" autoComplete="tel" {...field("phone")} />
        <SelectField label="Service type" {...field("serviceType")}>
          <option value="">Select a service</option>
          {options(SERVICES.map(({ title }) => [title, title]))}
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
