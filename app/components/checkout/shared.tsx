import type { ButtonHTMLAttributes } from "react";
import type { ToastMessage } from "~/lib/entities";
import * as s from "./checkout.css";

/** The failure stays on screen after its toast; not a live region, as the toast announces it. */
export function ErrorSummary({ toast }: { toast?: ToastMessage }) {
  if (!toast) return null;
  return (
    <div className={s.errorSummary} data-testid="checkout-error">
      <p className={s.errorTitle}>{toast.title}</p>
      {toast.description ? <p className={s.flush}>{toast.description}</p> : null}
    </div>
  );
}

type BusyButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "onClick"> & {
  busy: boolean;
  onClick: () => void;
};

/** While `busy` a press does nothing; aria-disabled, not disabled, so the button keeps focus. */
export function BusyButton({ busy, onClick, ...props }: BusyButtonProps) {
  return <button type="button" {...props} onClick={() => !busy && onClick()} aria-disabled={busy || undefined} />;
}
