import { useRef, useState } from "react";
import { Modal } from "~/components/dialog/Modal";
import { CANCEL_LABEL, FORGET, type ForgetKind } from "~/data/device";
import { toastSuccess } from "~/lib/toast";
import { button } from "~/styles/button.css";
import * as s from "./phone.css";

interface ForgetDialogProps {
  kind: ForgetKind;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes when the dialog closes (default: the control that opened it). */
  returnFocus?: () => HTMLElement | null | undefined;
}

/** Asks before forgetting what this device keeps. Cancel has focus first: the safe choice. */
function ForgetDialog({ kind, onConfirm, onClose, returnFocus }: ForgetDialogProps) {
  const text = FORGET[kind];
  return (
    <Modal
      title={text.title}
      onClose={onClose}
      initialFocus="[data-forget-cancel]"
      returnFocus={returnFocus}
      testId={`forget-${kind}-dialog`}
    >
      <p className={s.dialogText}>{text.text}</p>
      <div className={s.dialogActions}>
        <button type="button" className={button.secondary} onClick={onClose} data-forget-cancel="">
          {CANCEL_LABEL}
        </button>
        <button type="button" className={button.danger} onClick={onConfirm}>
          {text.confirm}
        </button>
      </div>
    </Modal>
  );
}

interface ForgetControlProps {
  kind: ForgetKind;
  /** Clears the device's list (storage and the caller's state). */
  onForget: () => void;
  /** Focus target once the list (and this control with it) is gone. */
  returnFocus?: () => HTMLElement | null | undefined;
}

/** "Forget orders/bookings on this device": confirms in a dialog, forgets, then says so. */
export function ForgetControl({ kind, onForget, returnFocus }: ForgetControlProps) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} type="button" className={button.ghost} onClick={() => setOpen(true)}>
        {FORGET[kind].control}
      </button>
      {open ? (
        <ForgetDialog
          kind={kind}
          onClose={() => setOpen(false)}
          onConfirm={() => {
            setOpen(false);
            onForget();
            void toastSuccess(FORGET[kind].done);
          }}
          returnFocus={() => (opener.current?.isConnected ? opener.current : returnFocus?.())}
        />
      ) : null}
    </>
  );
}
