import { PrefetchPageLinks, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { warmToasts } from "~/components/layout/ToastHost";
import { InputField } from "~/components/form/Field";
import { FIELD_LIMITS } from "~/data/forms";
import type { clientAction } from "~/routes/actions.newsletter";
import { button } from "~/styles/button.css";
import * as s from "./newsletter.css";

/** In the shell (every page), so a plain fetcher form without react-hook-form or zod. */
export function NewsletterForm() {
  const fetcher = useFetcher<typeof clientAction>();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const result = fetcher.data;
  const busy = fetcher.state !== "idle";
  // Focused: a send is near, so the action's route module (and its imports) and the toasts' code come now.
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
    else if (result) inputRef.current?.focus();
  }, [result]);

  const error = result && !result.ok ? result.errors.email : undefined;

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/actions/newsletter"
      noValidate
      className={s.form}
      aria-busy={busy || undefined}
      onFocus={() => {
        setNear(true);
        warmToasts();
      }}
      onSubmit={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      {near ? <PrefetchPageLinks page="/actions/newsletter" /> : null}
      <p className={s.text}>New arrivals and offers, once a month.</p>
      <InputField
        ref={inputRef}
        id="newsletter-email"
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
