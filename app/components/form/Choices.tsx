import { forwardRef } from "react";
import { DELIVERY_AREAS, TIME_SLOTS } from "~/data/areas";
import { AREA_PLACEHOLDER, TIME_SLOT_PLACEHOLDER } from "~/data/forms";
import { options, SelectField, type SelectFieldProps } from "./MoreFields";

// Apart from Field.tsx, so the footer's Field (in the shell) does not carry their data.

/** A select of `entries` ([value, text]) after a blank placeholder. */
const optionsSelect = (placeholder: string, entries: readonly (readonly [string, string])[]) =>
  forwardRef<HTMLSelectElement, Omit<SelectFieldProps, "children">>(function OptionsSelect(props, ref) {
    return (
      <SelectField ref={ref} {...props}>
        <option value="">{placeholder}</option>
        {options(entries)}
      </SelectField>
    );
  });

export const AreaSelect = optionsSelect(
  AREA_PLACEHOLDER,
  DELIVERY_AREAS.map((area) => [area, area]),
);
export const TimeSlotSelect = optionsSelect(
  TIME_SLOT_PLACEHOLDER,
  TIME_SLOTS.map((slot) => [slot.value, slot.label]),
);
