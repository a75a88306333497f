// What every client action returns; no zod here, so this module can sit on any path.
import { tooLongMessage } from "~/data/forms";
import type { ToastMessage } from "~/lib/entities";
import { toastError, toastSuccess } from "~/lib/stores/toast";

export type FieldErrors = Partial<Record<string, string>>;

type Issues = readonly { path: readonly PropertyKey[]; message: string }[];

export type ActionResult<T = undefined> =
  { ok: true; data: T; toast?: ToastMessage } | { ok: false; errors: FieldErrors; toast?: ToastMessage };

/** Raises the answer's toast: how every client action ends. */
export function answer<R extends ActionResult<unknown>>(result: R): R {
  if (result.toast) (result.ok ? toastSuccess : toastError)(result.toast);
  return result;
}

/** First message per top-level field name (fromEntries keeps a name's last: the issues are read backwards). */
export const fieldErrorsFrom = (issues: Issues): FieldErrors =>
  Object.fromEntries(issues.map((issue) => [String(issue.path[0] ?? "form"), issue.message] as const).reverse());

/** A form refused: each field's first error, and the toast those errors call for. */
export function refuse(issues: Issues, toastFor: (errors: FieldErrors) => ToastMessage | undefined) {
  const errors = fieldErrorsFrom(issues);
  return answer({ ok: false, errors, toast: toastFor(errors) } as const);
}

/** File values are ignored; repeated names keep the last. */
export const formValues = (form: FormData): Record<string, string> =>
  Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));

/** Every error is its field's too-long message (the HTML limits bypassed): the toast is then TEXT_TOO_LONG. */
export function onlyTooLong(errors: FieldErrors, limits: Readonly<Record<string, number>>): boolean {
  const entries = Object.entries(errors).filter(([, message]) => message);
  return (
    entries.length > 0 &&
    entries.every(([name, message]) => name in limits && message === tooLongMessage(limits[name]!))
  );
}
