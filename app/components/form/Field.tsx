import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from "react";
import * as s from "./form.css";

/** Ids: `${formId}-${name}`; the error is `${id}-error`, the hint `${id}-hint`. */
export interface CommonProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  fieldClassName?: string;
}

export function FieldShell({
  id,
  label,
  required,
  hint,
  error,
  className,
  children,
}: CommonProps & { id: string; required?: boolean; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `${s.field} ${className}` : s.field}>
      <label htmlFor={id} className={s.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children}
      <Hint id={id} hint={hint} />
      <ErrorText id={id} error={error} />
    </div>
  );
}

export function RequiredMark() {
  return (
    <span className={s.required} aria-hidden="true">
      *
    </span>
  );
}

export function Hint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p id={`${id}-hint`} className={s.hint}>
      {hint}
    </p>
  ) : null;
}

export function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className={s.error}>
      <span aria-hidden="true">⚠</span> {error}
    </p>
  ) : null;
}

export function controlAria(
  id: string,
  { hint, error, required }: { hint?: unknown; error?: unknown; required?: boolean },
) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    "aria-required": required || undefined,
  } as const;
}

export type InputFieldProps = CommonProps & InputHTMLAttributes<HTMLInputElement>;

export const InputField = forwardRef<HTMLInputElement, InputFieldProps>(function InputField(
  { label, hint, error, fieldClassName, id: idProp, required, className, ...input },
  ref,
) {
  const generated = useId();
  const id = idProp ?? generated;
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={fieldClassName}>
      <input
        ref={ref}
        id={id}
        className={className ? `${s.control} ${className}` : s.control}
        {...controlAria(id, { hint, error, required })}
        {...input}
      />
    </FieldShell>
  );
});
