import { useFetcher } from "@remix-run/react";
import { useRef, type FormEvent } from "react";
import { fieldId, useResultOnce } from "~/components/form/action-result";
import { InputField } from "~/components/form/Field";
import { FIELD_LIMITS } from "~/data/forms";
import { toastError, toastSuccess } from "~/lib/toast";
import type { clientAction } from "~/routes/actions.newsletter";
import { button } from "~/styles/button.css";
import * as s from "./newsletter.css";

const FORM_ID = "newsletter";

/**
 * Footer newsletter, posting to /actions/newsletter (its action validates with
 * the schema and is the source of truth). The form pattern's light half (see
 * components/form/action-result.ts): it is on every page's first paint, so it
 * does not pull react-hook-form or zod; same ids, Field, busy rule and
 * once-per-result toasts as every form. Its limit is read from FIELD_LIMITS
 * directly (the schema's rules module imports the messages, which the first
 * paint does not need).
 */
export function NewsletterForm() {
  const fetcher = useFetcher<typeof clientAction>({ key: "newsletter" });
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const result = fetcher.data;
  const busy = fetcher.state !== "idle";

  useResultOnce(result, (r) => {
    if (r.ok) {
      formRef.current?.reset();
      if (r.toast) void toastSuccess(r.toast);
    } else {
      inputRef.current?.focus();
      if (r.toast) void toastError(r.toast);
    }
  });

  const error = result && !result.ok ? result.errors.email : undefined;

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/actions/newsletter"
      noValidate
      className={s.form}
      aria-busy={busy || undefined}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        if (busy) event.preventDefault();
      }}
    >
      <p className={s.text}>New arrivals and offers, once a month.</p>
      <InputField
        ref={inputRef}
        id={fieldId(FORM_ID, "email")}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={FIELD_LIMITS.email}
        label="Email address"
        required
        error={error}
        className={s.input}
        fieldClassName={s.field}
      />
      <button type="submit" className={button.primary} aria-disabled={busy || undefined}>
        {busy ? "Subscribing…" : "Subscribe"}
      </button>
    </fetcher.Form>
  );
}
