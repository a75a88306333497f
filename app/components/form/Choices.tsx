import { forwardRef } from "react";
import { DELIVERY_AREAS, TIME_SLOTS } from "~/data/areas";
import { AREA_PLACEHOLDER, TIME_SLOT_PLACEHOLDER } from "~/data/forms";
import { SelectField, type SelectFieldProps } from "./MoreFields";

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
