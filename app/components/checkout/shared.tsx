import type { ReactNode } from "react";
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

/** One term and its value in a list of facts (`s.facts`). */
export function Fact({ term, testId, children }: { term: string; testId?: string; children: ReactNode }) {
  return (
    <>
      <dt className={s.factTerm}>{term}</dt>
      <dd className={s.factValue} data-testid={testId}>
        {children}
      </dd>
    </>
  );
}
