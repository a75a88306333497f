import { lazy, useRef, useState } from "react";
import { InFrame, opens } from "~/components/dialog/frames";
import { warmToasts } from "~/components/layout/ToastHost";
import { FORGET_CONTROL, type ForgetKind } from "~/data/device";
import { warm } from "~/lib/browser/update";
import { button } from "~/styles/button.css";

// Loaded on hover, focus or press: few visitors forget their list (a press opens the loading frame at once).
const loadDialog = () => import("./ForgetDialog");
const ForgetDialog = lazy(loadDialog);
// Its "forgotten" toast follows the dialog: the toasts' code comes with it.
const warmDialog = () => {
  warm(loadDialog);
  warmToasts();
};

interface ForgetControlProps {
  kind: ForgetKind;
  /** Clears the device's list (storage and the caller's state). */
  onForget: () => void;
  /** Focus target once the list (and this control with it) is gone. */
  returnFocus?: () => HTMLElement | null | undefined;
}

/** "Forget orders/bookings on this device": confirms in a dialog (which then says so), forgets. */
export function ForgetControl({ kind, onForget, returnFocus }: ForgetControlProps) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
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
              onForget();
            }}
            returnFocus={() => (opener.current?.isConnected ? opener.current : returnFocus?.())}
          />
        </InFrame>
      ) : null}
    </>
  );
}
