import {
  forwardRef,
  useId,
  type AriaAttributes,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
} from "react";
import * as s from "./form.css";

/** Ids: `${formId}-${name}`; the error is `${id}-error`, the hint `${id}-hint`. */
export interface CommonProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  fieldClassName?: string;
  id?: string;
  required?: boolean;
}

/** The label, hint and error around a control; `control` draws it with the id and ARIA that tie them together, and
 * the field's other props. */
export function FieldShell<P extends CommonProps>({
  props,
  control,
}: {
  props: P;
  control: (attrs: AriaAttributes & { id: string } & Omit<P, keyof CommonProps>) => ReactNode;
}) {
  const { id: idProp, label, required, hint, error, fieldClassName, ...rest } = props;
  const generated = useId();
  const id = idProp ?? generated;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={fieldClassName ? `${s.field} ${fieldClassName}` : s.field}>
      <label htmlFor={id} className={s.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {control({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
        "aria-required": required || undefined,
        ...rest,
      })}
      {hint ? (
        <p id={`${id}-hint`} className={s.hint}>
          {hint}
        </p>
      ) : null}
      <ErrorText id={id} error={error} />
    </div>
  );
}

export function RequiredMark() {
  return (
    <span className={s.required} aria-hidden="true">
      *
    </span>
  );
}

export function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className={s.error}>
      <span aria-hidden="true">⚠</span> {error}
    </p>
  ) : null;
}

export type InputFieldProps = CommonProps & InputHTMLAttributes<HTMLInputElement>;

export const InputField = forwardRef<HTMLInputElement, InputFieldProps>(function InputField(
  { className, ...props },
  ref,
) {
  const controlClass = className ? `${s.control} ${className}` : s.control;
  return <FieldShell props={props} control={(attrs) => <input ref={ref} className={controlClass} {...attrs} />} />;
});

type BusyButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "onClick"> & {
  busy: boolean;
  onClick: () => void;
};

/** While `busy` a press does nothing; aria-disabled, not disabled, so the button keeps focus. */
export function BusyButton({ busy, onClick, ...props }: BusyButtonProps) {
  return <button type="button" {...props} onClick={() => !busy && onClick()} aria-disabled={busy || undefined} />;
}
