import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { InputField } from "~/components/form/Field";
import type { clientAction } from "~/routes/actions.newsletter";
import { toastError, toastSuccess } from "~/lib/toast";
import { button } from "~/styles/button.css";
import * as s from "./newsletter.css";

/**
 * Footer newsletter. A fetcher form (Enter submits, FormData carries the
 * email); the route's client action validates it with zod and is the source
 * of truth. The form stays light on purpose: it is on every page, so it does
 * not pull react-hook-form or zod into the first paint.
 */
export function NewsletterForm() {
  const fetcher = useFetcher<typeof clientAction>({ key: "newsletter" });
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const result = fetcher.data;
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      formRef.current?.reset();
      if (result.toast) void toastSuccess(result.toast);
    } else {
      inputRef.current?.focus();
      if (result.toast) void toastError(result.toast);
    }
  }, [result]);

  const error = result && !result.ok ? result.errors.email : undefined;

  return (
    <fetcher.Form ref={formRef} method="post" action="/actions/newsletter" noValidate className={s.form}>
      <p className={s.text}>New arrivals and offers, once a month.</p>
      <InputField
        ref={inputRef}
        id="newsletter-email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label="Email address"
        required
        error={error}
        className={s.input}
        fieldClassName={s.field}
      />
      <button type="submit" className={button.primary} disabled={busy}>
        {busy ? "Subscribing…" : "Subscribe"}
      </button>
    </fetcher.Form>
  );
}
