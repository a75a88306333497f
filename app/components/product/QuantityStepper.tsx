import { useId, useState } from "react";
import { MAX_ADD_QUANTITY } from "~/data/products";
import * as s from "./productPage.css";

/** From 1 to MAX_ADD_QUANTITY. The buttons stay enabled at the limits: a disabled button would drop keyboard focus. */
export function QuantityStepper({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const clamp = (n: number) => Math.min(MAX_ADD_QUANTITY, Math.max(1, n));
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const step = (delta: number) => {
    setText(null);
    onChange(clamp(value + delta));
  };
  return (
    <div>
      <label htmlFor={id} className={s.stepperLabel}>
        Quantity
      </label>
      <div className={s.stepper}>
        <button type="button" className={s.stepperButton} aria-label="Decrease quantity" onClick={() => step(-1)}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_ADD_QUANTITY}
          step={1}
          className={s.stepperInput}
          value={text ?? String(value)}
          onChange={(e) => {
            setText(e.target.value);
            const n = Math.floor(Number(e.target.value));
            if (e.target.value !== "" && Number.isFinite(n)) onChange(clamp(n));
          }}
          onBlur={() => setText(null)}
        />
        <button type="button" className={s.stepperButton} aria-label="Increase quantity" onClick={() => step(1)}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
