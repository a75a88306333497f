import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import { DELIVERY_AREAS, TIME_SLOTS } from "~/data/areas";
import { AREA_PLACEHOLDER, TIME_SLOT_PLACEHOLDER } from "~/data/forms";
import { controlAria, ErrorText, Hint, RequiredMark, type CommonProps } from "./Field";
import { SelectField, type SelectFieldProps } from "./MoreFields";
import * as s from "./form.css";

// Apart from Field.tsx, so the footer's Field (in the shell) does not carry their data.

export const AreaSelect = forwardRef<HTMLSelectElement, Omit<SelectFieldProps, "children">>(
  function AreaSelect(props, ref) {
    return (
      <SelectField ref={ref} {...props}>
        <option value="">{AREA_PLACEHOLDER}</option>
        {DELIVERY_AREAS.map((area) => (
          <option key={area} value={area}>
            {area}
          </option>
        ))}
      </SelectField>
    );
  },
);

export const TimeSlotSelect = forwardRef<HTMLSelectElement, Omit<SelectFieldProps, "children">>(
  function TimeSlotSelect(props, ref) {
    return (
      <SelectField ref={ref} {...props}>
        <option value="">{TIME_SLOT_PLACEHOLDER}</option>
        {TIME_SLOTS.map((slot) => (
          <option key={slot.value} value={slot.value}>
            {slot.label}
          </option>
        ))}
      </SelectField>
    );
  },
);

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
