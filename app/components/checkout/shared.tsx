import { useEffect } from "react";
import type { FieldErrors as RhfErrors, FieldValues } from "react-hook-form";
import type { FieldErrors } from "~/lib/form-result";
import type { ToastMessage } from "~/lib/toast";
import * as s from "./checkout.css";

export const CHECKOUT_ACTION = "/actions/checkout";

/** react-hook-form's errors as { field: message }. */
export function messagesOf<T extends FieldValues>(errors: RhfErrors<T>): FieldErrors {
  const out: FieldErrors = {};
  for (const [name, error] of Object.entries(errors)) {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === "string") out[name] = message;
  }
  return out;
}

// Fetcher results outlive the components that read them (v3_fetcherPersist and
// keyed fetchers): each result is acted on once, even if a step remounts.
const handled = new WeakSet<object>();

export function useResultOnce<T extends object>(data: T | undefined, handle: (data: T) => void): void {
  useEffect(() => {
    if (!data || handled.has(data)) return;
    handled.add(data);
    handle(data);
    // `handle` is a fresh closure each render; the data identity is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
}

/**
 * The failure's SPEC title and message inside the dialog, beside the toast,
 * so it stays on screen after the toast times out. Not a live region: the
 * toast (rendered inside the open dialog, see lib/toast) announces it, and
 * focus moves to the first invalid field, whose error is its description.
 */
export function ErrorSummary({ toast }: { toast?: ToastMessage }) {
  if (!toast) return null;
  return (
    <div className={s.errorSummary} data-testid="checkout-error">
      <p className={s.errorTitle}>{toast.title}</p>
      {toast.description ? <p className={s.errorText}>{toast.description}</p> : null}
    </div>
  );
}
