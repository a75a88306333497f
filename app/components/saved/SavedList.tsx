import { lazy, useId, useRef, useState, type ReactNode } from "react";
import { InFrame, opens } from "~/components/dialog/frames";
import { warmToasts } from "~/components/layout/ToastHost";
import { FORGET_CONTROL, type ForgetKind } from "~/data/device";
import { warm } from "~/lib/browser/update";
import { button } from "~/styles/button.css";
import * as s from "./saved.css";

// Loaded on hover, focus or press: few visitors forget their list (a press opens the loading frame at once).
const loadDialog = () => import("./ForgetDialog");
const ForgetDialog = lazy(loadDialog);
// Its "forgotten" toast follows the dialog: the toasts' code comes with it.
const warmDialog = () => {
  warm(loadDialog);
  warmToasts();
};

interface SavedListProps<T> {
  kind: ForgetKind;
  title: string;
  lead?: string;
  load: () => T[];
  clear: () => void;
  /** Focus target once the list (and its Forget button with it) is gone. */
  afterForget: () => HTMLElement | null;
  children: (items: T[]) => ReactNode;
}

/** This device's orders or bookings (lazy) and their Forget button, which asks first; the list goes for this visit
 * even when storage cannot be cleared. */
export function SavedList<T>({ kind, title, lead, load, clear, afterForget, children }: SavedListProps<T>) {
  const titleId = useId();
  const [items, setItems] = useState(load);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  if (items.length === 0) return null;
  return (
    <section className={s.panel} aria-labelledby={titleId} data-testid={`my-${kind}`}>
      <h2 id={titleId} className={s.title}>
        {title}
      </h2>
      {lead ? <p className={s.lead}>{lead}</p> : null}
      <ul className={s.list}>{children(items)}</ul>
      <div className={s.actions}>
        <button
          ref={opener}
          type="button"
          className={button.ghost}
          aria-haspopup="dialog"
          {...opens.forget}
          onPointerEnter={warmDialog}
          onFocus={warmDialog}
          onClick={() => {
            warmDialog();
            setOpen(true);
          }}
        >
          {FORGET_CONTROL[kind]}
        </button>
        {open ? (
          <InFrame frame="loading">
            <ForgetDialog
              kind={kind}
              onClose={() => setOpen(false)}
              onConfirm={() => {
                setOpen(false);
                clear();
                setItems([]);
              }}
              returnFocus={() => (opener.current?.isConnected ? opener.current : afterForget())}
            />
          </InFrame>
        ) : null}
      </div>
    </section>
  );
}
