import { useFetcher } from "@remix-run/react";
import { useRef, useState, type FormEvent } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldErrors as RhfErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
} from "react-hook-form";
import type { z } from "zod";
import type { ToastMessage } from "~/lib/entities";
import { firstInvalid, type ActionResult, type FieldErrors } from "~/lib/form-result";
import { toastError, toastSuccess } from "~/lib/toast";
import { fieldId, useResultOnce } from "./action-result";

/*
 * The one way a form is wired (see FORMS-API.md): react-hook-form with a
 * zodResolver of the SAME schema the route's clientAction parses, for instant
 * inline errors; a valid form is submitted as the real form element through
 * a fetcher to the route's clientAction, which re-validates and decides. Its
 * ActionResult is acted on once: errors inline beside the fields, focus on the
 * first, the SPEC toast. Imported only by modules that load lazily or by page
 * routes within their budget, never by the first paint of /.
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

/**
 * zodResolver of a schema that is imported when first needed (with zod, about
 * 24 KiB gzipped): on the form's first focus, or at the latest on submit. A
 * failed chunk load is retried on the next use. Per form instance.
 */
function lazyZodResolver<TInput extends FieldValues, TOutput>(
  schema: () => Promise<z.ZodType<TOutput, TInput>>,
): { resolver: Resolver<TInput, unknown, TOutput>; preload: () => Promise<unknown> } {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const load = () =>
    (loading ??= Promise.all([schema(), import("@hookform/resolvers/zod")]).then(
      ([loaded, { zodResolver }]) => zodResolver(loaded),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => load().catch(() => undefined),
  };
}

/** A route's clientAction (the hook's fetcher is typed by it: `useActionForm<In, Out, typeof clientAction>`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyClientAction = (args: any) => Promise<ActionResult<any>>;

/** What an accepted submission returns, for a clientAction type. */
export type ActionData<TAction extends AnyClientAction> =
  Awaited<ReturnType<TAction>> extends ActionResult<infer D> ? D : never;

export interface ActionFormOptions<TInput extends FieldValues, TOutput, TAction extends AnyClientAction> extends Omit<
  UseFormProps<TInput, unknown, TOutput>,
  "resolver" | "defaultValues"
> {
  /** The form's id: every field's id is `${id}-${name}`. */
  id: string;
  /** The schema the action parses, imported lazily: `() => import("~/lib/schemas/x").then((m) => m.XSchema)`. */
  schema: () => Promise<z.ZodType<TOutput, TInput>>;
  /** The schema's toast mapping, for refusals found in the browser (the action sends its own). */
  toast: (errors: FieldErrors) => ToastMessage | undefined;
  defaultValues: DefaultValues<TInput>;
  /** The fields in on-screen order: the first the action refuses is the one to focus. */
  fields: readonly Path<TInput>[];
  /** Text limits (the schema's `X_LIMITS`), written into each field's maxLength. */
  limits?: Readonly<Partial<Record<string, number>>>;
  /** Where the form posts (an action-only route); the current route's action by default. */
  action?: string;
  /** A keyed fetcher (its result outlives the form); without it, the form's own. */
  fetcherKey?: string;
  /** Clear the form when the action accepts it (default true). */
  resetOnSuccess?: boolean;
  /** The action accepted the submission (after the success toast and the reset). */
  onSuccess?: (data: ActionData<TAction>) => void;
  /** The action refused it; by default its errors go inline and the first is focused (`showErrors`). */
  onFailure?: (errors: FieldErrors) => void;
  /** react-hook-form refused it (after the toast; RHF focuses the first invalid field itself). */
  onInvalid?: (errors: FieldErrors) => void;
  /** Sends the valid form; by default the form element itself, through the fetcher, to `action`. */
  send?: (form: HTMLFormElement) => void;
}

export function useActionForm<TInput extends FieldValues, TOutput, TAction extends AnyClientAction>({
  id,
  schema,
  toast,
  fields,
  limits = {},
  action,
  fetcherKey,
  resetOnSuccess = true,
  onSuccess,
  onFailure,
  onInvalid,
  send,
  ...formOptions
}: ActionFormOptions<TInput, TOutput, TAction>) {
  const fetcher = useFetcher<TAction>({ key: fetcherKey });
  const formRef = useRef<HTMLFormElement>(null);
  const [{ resolver, preload }] = useState(() => lazyZodResolver(schema));
  const form = useForm<TInput, unknown, TOutput>({ ...formOptions, resolver });
  const busy = fetcher.state !== "idle";

  /** The action's field errors beside the fields; focuses the first (unless told not to) and returns it. */
  const showErrors = (errors: FieldErrors, { focus = true }: { focus?: boolean } = {}) => {
    for (const name of fields) {
      const message = errors[name];
      if (message) form.setError(name, { type: "action", message });
    }
    const first = firstInvalid(errors, fields);
    if (first && focus) form.setFocus(first);
    return first;
  };

  useResultOnce<ActionResult<ActionData<TAction>>>(fetcher.data, (result) => {
    if (result.ok) {
      if (result.toast) void toastSuccess(result.toast);
      if (resetOnSuccess) form.reset(formOptions.defaultValues);
      onSuccess?.(result.data);
    } else {
      if (result.toast) void toastError(result.toast);
      if (onFailure) onFailure(result.errors);
      else showErrors(result.errors);
    }
  });

  const submit = form.handleSubmit(
    () => {
      const element = formRef.current;
      if (!element) return;
      if (send) send(element);
      else void fetcher.submit(element);
    },
    (invalid) => {
      const messages = messagesOf(invalid);
      const message = toast(messages);
      if (message) void toastError(message);
      onInvalid?.(messages);
    },
  );

  /** Busy rule: the submit button stays focusable (aria-disabled) and a submit while busy is dropped here. */
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    if (busy) event.preventDefault();
    // A plain handler for React; handleSubmit rejects only when the schema's chunk fails to load (retried next submit).
    else submit(event).catch(() => undefined);
  };

  /** Props of a field control: its id, inline error, maxLength and RHF registration. */
  const field = <N extends Path<TInput>>(name: N) => ({
    ...form.register(name),
    id: fieldId(id, name),
    error: form.formState.errors[name]?.message as string | undefined,
    maxLength: limits[name],
  });

  return {
    ...form,
    fetcher,
    busy,
    showErrors,
    field,
    fieldId: (name: Path<TInput>) => fieldId(id, name),
    /** Spread onto <fetcher.Form>. */
    formProps: {
      ref: formRef,
      method: "post" as const,
      action,
      noValidate: true,
      "aria-busy": busy || undefined,
      onSubmit,
      onFocus: () => void preload(),
    },
    /** Spread onto the submit button. */
    submitProps: { type: "submit" as const, "aria-disabled": busy || undefined },
  };
}
