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
