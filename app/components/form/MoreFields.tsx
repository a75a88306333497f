import { forwardRef, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { REQUIRED_NOTE } from "~/data/forms";
import { visuallyHidden } from "~/styles/utils.css";
import { FieldShell, type CommonProps } from "./Field";
import * as s from "./form.css";

// Apart from Field.tsx (in the shell) so that they load with the forms that use them.

export type SelectFieldProps = CommonProps & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode };

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(props, ref) {
  return <FieldShell props={props} control={(attrs) => <select ref={ref} className={s.control} {...attrs} />} />;
});

/** An <option> for each [value, text]. */
export const options = (entries: readonly (readonly [string, string])[]) =>
  entries.map(([value, text]) => (
    <option key={value} value={value}>
      {text}
    </option>
  ));

export type TextareaFieldProps = CommonProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(props, ref) {
  return <FieldShell props={props} control={(attrs) => <textarea ref={ref} className={s.textarea} {...attrs} />} />;
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
