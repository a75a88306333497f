import { useRef, useState, type ReactNode } from "react";
import { options, SelectField } from "~/components/form/MoreFields";
import { PHONE_BRANDS, PHONES, type PhoneBrandId, type PhoneModel } from "~/data/phones";
import { announce } from "~/lib/stores/announce";
import { phoneByKey } from "~/lib/fit";
import { phoneStore, usePhone } from "~/lib/stores/phone-store";
import { button } from "~/styles/button.css";
import * as s from "./fit.css";

interface MyPhoneProps {
  /** What choosing a phone announces; "My phone: <name>" otherwise. */
  describe?: (phone: PhoneModel) => string;
  children: (phone: PhoneModel | null) => ReactNode;
}

/** The build's HTML has it empty; a phone kept on this device fills it in after hydration, in the same space. */
export function MyPhone({ describe, children }: MyPhoneProps) {
  const phone = usePhone();
  const [picked, setPicked] = useState<PhoneBrandId | "">("");
  const brandRef = useRef<HTMLSelectElement>(null);
  const brand = phone?.brand ?? picked;

  const choose = (next: PhoneModel | null) => {
    phoneStore.set(next);
    announce(next ? (describe?.(next) ?? `My phone: ${next.name}`) : "My phone cleared");
  };

  return (
    <fieldset className={s.box} data-testid="my-phone">
      <legend className={s.legend}>My phone</legend>
      <div className={s.pickers}>
        <SelectField
          ref={brandRef}
          label="Brand"
          data-testid="phone-brand"
          value={brand}
          fieldClassName={s.gridField}
          onChange={(event) => {
            const next = PHONE_BRANDS.find((b) => b.id === event.target.value)?.id ?? "";
            setPicked(next);
            if (phone && phone.brand !== next) phoneStore.set(null);
          }}
        >
          <option value="">Choose a brand</option>
          {options(PHONE_BRANDS.map((b) => [b.id, b.label]))}
        </SelectField>
        <SelectField
          label="Model"
          data-testid="phone-model"
          value={phone?.key ?? ""}
          disabled={!brand}
          fieldClassName={s.gridField}
          onChange={(event) => choose(phoneByKey(event.target.value) ?? null)}
        >
          <option value="">{brand ? "Choose a model" : "Choose a brand first"}</option>
          {options(PHONES.filter((p) => p.brand === brand).map((p) => [p.key, p.name]))}
        </SelectField>
        <button
          type="button"
          className={`${button.secondary} ${s.clear}`}
          disabled={!brand}
          onClick={() => {
            setPicked("");
            choose(null);
            // The button is disabled now: the brand select, where choosing starts again, takes focus.
            brandRef.current?.focus();
          }}
        >
          Clear my phone
        </button>
      </div>
      <div className={s.status} data-testid="my-phone-status">
        {children(phone)}
      </div>
    </fieldset>
  );
}
