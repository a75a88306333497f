import { useFetcher } from "@remix-run/react";
import { useMemo, useRef, type FormEvent } from "react";
import type { FieldErrors as FormErrors, FieldValues, Path, Resolver, UseFormReturn } from "react-hook-form";
import type { ZodType } from "zod";
import type { ToastMessage } from "~/lib/entities";
import type { ActionResult, FieldErrors } from "~/lib/form-result";
import { toastError } from "~/lib/stores/toast";
import { warmToasts } from "~/components/layout/ToastHost";
import { loadOrMove, warm } from "~/lib/browser/update";

/** zodResolver for a schema loaded on first validation: zod stays off the page's first load. */
export function lazyZodResolver<TIn extends FieldValues, TOut>(
  load: () => Promise<ZodType<TOut, TIn>>,
): Resolver<TIn, unknown, TOut> {
  return async (values, context, options) => {
    const [{ zodResolver }, schema] = await loadOrMove(() => resolverParts(load));
    return zodResolver(schema)(values, context, options);
  };
}

const resolverParts = <T>(load: () => Promise<T>) => Promise.all([import("@hookform/resolvers/zod"), load()]);

/** Fetches what lazyZodResolver's first check needs (useFormProps's `warm`), so Send waits on no network. */
export const warmZodResolver = (load: () => Promise<unknown>): void => warm(() => resolverParts(load));

/** An action's errors in react-hook-form's shape, for useForm's `errors` option. */
export function formErrors<T extends FieldValues>(errors: FieldErrors | undefined): FormErrors<T> | undefined {
  if (!errors) return undefined;
  const entries = Object.entries(errors).map(([name, message]) => [name, { type: "action", message }]);
  return Object.fromEntries(entries) as FormErrors<T>;
}

export function messagesOf(errors: FormErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [name, error] of Object.entries(errors)) {
    if (typeof error?.message === "string") out[name] = error.message;
  }
  return out;
}

/** The errors are one object per answer: react-hook-form applies them when they change. */
export function useActionFetcher<
  TAction extends (...args: never[]) => Promise<ActionResult<unknown>>,
  TValues extends FieldValues,
>() {
  const fetcher = useFetcher<TAction>();
  const answer = fetcher.data as ActionResult<unknown> | undefined;
  const errors = useMemo(() => formErrors<TValues>(answer && !answer.ok ? answer.errors : undefined), [answer]);
  return { fetcher, errors, busy: fetcher.state !== "idle" };
}

/** A submit while `busy` is dropped (the button stays focusable, with aria-disabled). */
export function useFormProps<T extends FieldValues, TOut>(
  form: UseFormReturn<T, unknown, TOut>,
  {
    id,
    limits = {},
    busy,
    send,
    onInvalid,
    warm,
  }: {
    id: string;
    limits?: Readonly<Partial<Record<string, number>>>;
    busy: boolean;
    send: (element: HTMLFormElement, data: TOut) => void;
    /** What it returns is toasted as the error. */
    onInvalid?: (errors: FieldErrors) => ToastMessage | undefined | void;
    warm?: () => void;
  },
) {
  const ref = useRef<HTMLFormElement>(null);
  const submit = form.handleSubmit(
    (data) => ref.current && send(ref.current, data),
    (errors) => {
      const toast = onInvalid?.(messagesOf(errors));
      if (toast) toastError(toast);
    },
  );
  const field = <N extends Path<T>>(name: N) => ({
    ...form.register(name),
    id: `${id}-${name}`,
    error: form.formState.errors[name]?.message as string | undefined,
    maxLength: limits[name],
  });
  return {
    field,
    formProps: {
      ref,
      method: "post" as const,
      noValidate: true,
      "aria-busy": busy || undefined,
      // Focus in the form: the visitor is about to send it, so its toasts' code comes now.
      onFocus: () => {
        warmToasts();
        warm?.();
      },
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        if (busy) event.preventDefault();
        else void submit(event);
      },
    },
    submitProps: { type: "submit" as const, "aria-disabled": busy || undefined },
  };
}
