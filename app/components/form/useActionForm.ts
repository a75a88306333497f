import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, type FormEvent } from "react";
import {
  useForm,
  type FieldErrors as RhfErrors,
  type FieldValues,
  type Path,
  type UseFormProps,
} from "react-hook-form";
import { firstInvalid, type ActionResult, type FieldErrors } from "~/lib/form-result";
import type { ToastMessage } from "~/lib/entities";

/*
 * The plumbing every react-hook-form form here shares: RHF (with the form's
 * resolver) for instant inline errors; a valid form is submitted as the real
 * form element through a fetcher, so the route's clientAction re-validates
 * and decides; its ActionResult is acted on once. Imported only by modules
 * that already load react-hook-form (the contact route, the booking dialog,
 * the checkout), never by the first paint of /.
 */

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
// keyed fetchers): each result is acted on once, even if a form remounts.
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

export interface ActionFormOptions<TInput extends FieldValues, TOutput, TData> extends UseFormProps<
  TInput,
  unknown,
  TOutput
> {
  /** A keyed fetcher (its result outlives the form); without it, the form's own. */
  fetcherKey?: string;
  /** The fields in on-screen order: the first the action refuses is the one to focus. */
  fields: readonly Path<TInput>[];
  /** The action accepted the submission. */
  onSuccess: (data: TData, toast: ToastMessage | undefined) => void;
  /** The action refused it (show the errors with `showErrors`). */
  onFailure: (errors: FieldErrors, toast: ToastMessage | undefined) => void;
  /** react-hook-form refused it (it focuses the first invalid field itself): the fields' messages. */
  onInvalid: (messages: FieldErrors) => void;
  /** Sends the valid form; by default the form element itself, to its action. */
  send?: (form: HTMLFormElement) => void;
}

export function useActionForm<TInput extends FieldValues, TOutput, TData>({
  fetcherKey,
  fields,
  onSuccess,
  onFailure,
  onInvalid,
  send,
  ...formProps
}: ActionFormOptions<TInput, TOutput, TData>) {
  const fetcher = useFetcher({ key: fetcherKey });
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<TInput, unknown, TOutput>(formProps);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data as ActionResult<TData> | undefined;

  /** The action's field errors beside the fields; focuses the first (unless told not to) and returns it. */
  const showErrors = (errors: FieldErrors, { focus = true }: { focus?: boolean } = {}) => {
    for (const name of fields) {
      const message = errors[name];
      if (message) form.setError(name, { type: "action", message });
    }
    const first = firstInvalid(errors, fields) as Path<TInput> | undefined;
    if (first && focus) form.setFocus(first);
    return first;
  };

  useResultOnce(result, (r) => (r.ok ? onSuccess(r.data, r.toast) : onFailure(r.errors, r.toast)));

  const onSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<void> = form.handleSubmit(
    () => {
      const element = formRef.current;
      if (!element || busy) return;
      if (send) send(element);
      else void fetcher.submit(element);
    },
    (invalid) => onInvalid(messagesOf(invalid)),
  );

  return { ...form, fetcher, formRef, busy, onSubmit, showErrors };
}
