import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { REQUIRED_NOTE } from "~/data/forms";
import { visuallyHidden } from "~/styles/utils.css";
import { controlAria, FieldShell, type CommonProps } from "./Field";
import * as s from "./form.css";

// Apart from Field.tsx (in the shell) so that they load with the forms that use them.

export type SelectFieldProps = CommonProps & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode };

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hint, error, fieldClassName, id: idProp, required, children, ...select },
  ref,
) {
  const generated = useId();
  const id = idProp ?? generated;
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={fieldClassName}>
      <select ref={ref} id={id} className={s.control} {...controlAria(id, { hint, error, required })} {...select}>
        {children}
      </select>
    </FieldShell>
  );
});

export type TextareaFieldProps = CommonProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, hint, error, fieldClassName, id: idProp, required, ...textarea },
  ref,
) {
  const generated = useId();
  const id = idProp ?? generated;
  return (
    <FieldShell id={id} label={label} required={required} hint={hint} error={error} className={fieldClassName}>
      <textarea
        ref={ref}
        id={id}
        className={s.textarea}
        {...controlAria(id, { hint, error, required })}
        {...textarea}
      />
    </FieldShell>
  );
});

/** The * is read as "with an asterisk". */
export function RequiredNote() {
  return (
    <p className={s.note}>
      {REQUIRED_NOTE.before} <span aria-hidden="true">*</span>
      <span className={visuallyHidden}>{REQUIRED_NOTE.spoken}</span> {REQUIRED_NOTE.after}
    </p>
  );
}
