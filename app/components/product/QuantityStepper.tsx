import { useId, useState } from "react";
import * as s from "./productPage.css";

export interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** The buttons stay enabled at the limits: a disabled button would drop keyboard focus. */
export function QuantityStepper({ value, min, max, onChange }: QuantityStepperProps) {
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const step = (delta: number) => {
    setText(null);
    onChange(clamp(value + delta, min, max));
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
          min={min}
          max={max}
          step={1}
          className={s.stepperInput}
          value={text ?? String(value)}
          onChange={(e) => {
            setText(e.target.value);
            const n = Math.floor(Number(e.target.value));
            if (e.target.value !== "" && Number.isFinite(n)) onChange(clamp(n, min, max));
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
