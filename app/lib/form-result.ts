/**
 * The shape every client action returns, and the helpers to build it from a
 * zod result without importing zod here (this module can sit on any path).
 */
import { tooLongMessage } from "~/data/forms";
import type { ToastMessage } from "~/lib/entities";
import { toastError, toastSuccess } from "~/lib/stores/toast";

export type FieldErrors = Partial<Record<string, string>>;

export type ActionResult<T = undefined> =
  { ok: true; data: T; toast?: ToastMessage } | { ok: false; errors: FieldErrors; toast?: ToastMessage };

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/** Raises the answer's toast and returns the answer: how every client action ends. */
export function answer<R extends ActionResult<unknown>>(result: R): R {
  if (result.toast) (result.ok ? toastSuccess : toastError)(result.toast);
  return result;
}

/** First message per top-level field name. */
export function fieldErrorsFrom(issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** FormData as a plain object of strings (File values are ignored; repeated names keep the last). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  return values;
}

/**
 * True when every error in `errors` is its field's too-long message (a request
 * that bypassed the HTML limits): the toast mappings then raise TEXT_TOO_LONG
 * rather than a "required" toast.
 */
export function onlyTooLong(errors: FieldErrors, limits: Readonly<Record<string, number>>): boolean {
  const entries = Object.entries(errors).filter(([, message]) => message);
  return (
    entries.length > 0 &&
    entries.every(([name, message]) => name in limits && message === tooLongMessage(limits[name]!))
  );
}
