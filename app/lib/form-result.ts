/**
 * The shape every client action returns, and the helpers to build it from a
 * zod result without importing zod here (this module can sit on any path).
 */
import type { ToastMessage } from "~/lib/entities";

export type FieldErrors = Partial<Record<string, string>>;

export type ActionResult<T = undefined> =
  { ok: true; data: T; toast?: ToastMessage } | { ok: false; errors: FieldErrors; toast?: ToastMessage };

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
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

/** The first field of `order` that has an error (the one to focus). */
export function firstInvalid(errors: FieldErrors, order: readonly string[]): string | undefined {
  return order.find((name) => errors[name]);
}
