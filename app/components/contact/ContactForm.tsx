import type { Resolver } from "react-hook-form";
import { InputField, SelectField, TextareaField } from "~/components/form/Field";
import { useActionForm } from "~/components/form/useActionForm";
import { DELIVERY_AREAS } from "~/data/areas";
import { MISSING_INFORMATION } from "~/data/messages";
import { SERVICES } from "~/data/services";
import type { ContactInput, ContactMessage } from "~/lib/schemas/contact";
import { toastError, toastSuccess } from "~/lib/toast";
import { button } from "~/styles/button.css";
import { visuallyHidden } from "~/styles/utils.css";
import * as s from "./contact.css";

/** Field order on screen: the first invalid one gets focus. */
const CONTACT_FIELDS = ["firstName", "lastName", "email", "phone", "serviceType", "location", "message"] as const;

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
 * zodResolver(ContactSchema), with zod and the schema loaded on first use
 * (they are most of the form's weight and nothing needs them before the
 * visitor fills the form in); `preloadValidator` starts that on first focus.
 */
const loadValidator = () =>
  Promise.all([import("~/lib/schemas/contact"), import("@hookform/resolvers/zod")]).then(
    ([{ ContactSchema }, { zodResolver }]) => zodResolver(ContactSchema),
  );
let validator: ReturnType<typeof loadValidator> | undefined;
const preloadValidator = () =>
  (validator ??= loadValidator().catch((error: unknown) => {
    validator = undefined; // a failed chunk load is retried on the next use
    throw error;
  }));
const resolver: Resolver<ContactInput, unknown, ContactMessage> = async (values, context, options) =>
  (await preloadValidator())(values, context, options);

/**
 * The contact message form. react-hook-form + zodResolver give instant inline
 * errors; a valid form is submitted as the real form (FormData with every
 * named field) to the contact route's clientAction, which re-validates with
 * the same schema and is the source of truth. Nothing is sent anywhere.
 */
export function ContactForm() {
  const {
    register,
    reset,
    fetcher,
    formRef,
    busy,
    onSubmit,
    showErrors,
    formState: { errors },
  } = useActionForm<ContactInput, ContactMessage, ContactMessage>({
    fetcherKey: "contact-message",
    resolver,
    defaultValues: EMPTY,
    reValidateMode: "onChange",
    fields: CONTACT_FIELDS,
    // The action's verdict: success clears the form; refusals show beside the fields.
    onSuccess: (_message, toast) => {
      reset(EMPTY);
      if (toast) void toastSuccess(toast);
    },
    onFailure: (fieldErrors, toast) => {
      showErrors(fieldErrors);
      if (toast) void toastError(toast);
    },
    onInvalid: () => void toastError(MISSING_INFORMATION),
  });

  const error = (name: keyof ContactInput) => errors[name]?.message;

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={onSubmit}
      onFocus={() => void preloadValidator()}
    >
      <p className={s.requiredNote}>
        Fields marked <span aria-hidden="true">*</span>
        <span className={visuallyHidden}>with an asterisk</span> are required.
      </p>
      <div className={s.formGrid}>
        <InputField
          id="contact-first-name"
          label="First name"
          autoComplete="given-name"
          required
          error={error("firstName")}
          {...register("firstName")}
        />
        <InputField
          id="contact-last-name"
          label="Last name"
          autoComplete="family-name"
          error={error("lastName")}
          {...register("lastName")}
        />
        <InputField
          id="contact-email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={error("email")}
          {...register("email")}
        />
        <InputField
          id="contact-phone"
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={error("phone")}
          {...register("phone")}
        />
        <SelectField
          id="contact-service"
          label="Service type"
          error={error("serviceType")}
          {...register("serviceType")}
        >
          <option value="">Select a service</option>
          {SERVICES.map(({ title }) => (
            <option key={title} value={title}>
              {title}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="contact-location"
          label="Preferred location"
          error={error("location")}
          {...register("location")}
        >
          <option value="">Select your area</option>
          {DELIVERY_AREAS.map((area) => (
            <option key={area} value={area}>
              {area}
            </option>
          ))}
        </SelectField>
        <TextareaField
          id="contact-message"
          label="Message"
          rows={5}
          required
          error={error("message")}
          fieldClassName={s.fullWidth}
          {...register("message")}
        />
      </div>
      <button type="submit" className={button.primary} aria-disabled={busy || undefined}>
        {busy ? "Sending…" : "Send Message"}
      </button>
    </fetcher.Form>
  );
}
