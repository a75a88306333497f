import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import { DELIVERY_AREAS, TIME_SLOTS } from "~/data/areas";
import { AREA_PLACEHOLDER, TIME_SLOT_PLACEHOLDER } from "~/data/forms";
import { controlAria, ErrorText, Hint, RequiredMark, type CommonProps } from "./Field";
import { SelectField, type SelectFieldProps } from "./MoreFields";
import * as s from "./form.css";

// Apart from Field.tsx, so the footer's Field (in the shell) does not carry their data.

/** A select of `options` after a blank placeholder. */
const optionsSelect = (placeholder: string, options: readonly { value: string; label: string }[]) =>
  forwardRef<HTMLSelectElement, Omit<SelectFieldProps, "children">>(function OptionsSelect(props, ref) {
    return (
      <SelectField ref={ref} {...props}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    );
  });

export const AreaSelect = optionsSelect(
  AREA_PLACEHOLDER,
  DELIVERY_AREAS.map((area) => ({ value: area, label: area })),
);
export const TimeSlotSelect = optionsSelect(TIME_SLOT_PLACEHOLDER, TIME_SLOTS);

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  hint?: ReactNode;
}

export type RadioGroupFieldProps<V extends string> = CommonProps & {
  /** The group's id (`${formId}-${name}`); each radio is `${id}-${value}`, the error `${id}-error`. */
  id: string;
  options: readonly RadioOption<V>[];
  required?: boolean;
  disabled?: boolean;
  /** What react-hook-form's register() returns; spread onto every radio. */
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };
};

export function RadioGroupField<V extends string>({
  id,
  label,
  hint,
  error,
  required,
  disabled,
  options,
  input,
  fieldClassName,
}: RadioGroupFieldProps<V>) {
  const { id: _ignored, ...radio } = input;
  return (
    // aria-invalid belongs to the radiogroup (the radio role does not support it); each radio points at the error.
    <fieldset
      role="radiogroup"
      id={id}
      className={fieldClassName ? `${s.group} ${fieldClassName}` : s.group}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
    >
      <legend className={s.legend}>
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className={s.options}>
        {options.map((option) => (
          <label key={option.value} className={s.option}>
            <input
              {...radio}
              id={`${id}-${option.value}`}
              type="radio"
              value={option.value}
              className={s.radio}
              aria-describedby={controlAria(id, { hint, error })["aria-describedby"]}
            />
            <span>
              <strong>{option.label}</strong>
              {option.hint ? (
                <>
                  <br />
                  <span>{option.hint}</span>
                </>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      <Hint id={id} hint={hint} />
      <ErrorText id={id} error={error} />
    </fieldset>
  );
}
