import { forwardRef, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { REQUIRED_NOTE } from "~/data/forms";
import { visuallyHidden } from "~/styles/utils.css";
import { FieldShell, type CommonProps } from "./Field";
import * as s from "./form.css";

// Apart from Field.tsx (in the shell) so that they load with the forms that use them.

export type SelectFieldProps = CommonProps & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode };

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, hint, error, fieldClassName, id, required, children, ...select },
  ref,
) {
  const shell = { label, hint, error, fieldClassName, id, required };
  return (
    <FieldShell
      {...shell}
      control={(aria) => (
        <select ref={ref} className={s.control} {...aria} {...select}>
          {children}
        </select>
      )}
    />
  );
});

export type TextareaFieldProps = CommonProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, hint, error, fieldClassName, id, required, ...textarea },
  ref,
) {
  const shell = { label, hint, error, fieldClassName, id, required };
  return (
    <FieldShell {...shell} control={(aria) => <textarea ref={ref} className={s.textarea} {...aria} {...textarea} />} />
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
