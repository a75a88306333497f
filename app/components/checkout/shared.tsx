import type { ToastMessage } from "~/lib/entities";
import * as s from "./checkout.css";

/**
 * The failure's title and message inside the dialog, beside the toast,
 * so it stays on screen after the toast times out. Not a live region: the
 * toast (rendered inside the open dialog, see lib/stores/toast) announces it, and
 * focus moves to the first invalid field, whose error is its description.
 */
export function ErrorSummary({ toast }: { toast?: ToastMessage }) {
  if (!toast) return null;
  return (
    <div className={s.errorSummary} data-testid="checkout-error">
      <p className={s.errorTitle}>{toast.title}</p>
      {toast.description ? <p className={s.errorText}>{toast.description}</p> : null}
    </div>
  );
}
