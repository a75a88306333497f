import { Modal } from "~/components/dialog/Modal";
import type { ForgetKind } from "~/data/device";
import { CANCEL_LABEL, FORGET } from "~/data/forget";
import { toastSuccess } from "~/lib/stores/toast";
import { button } from "~/styles/button.css";
import * as s from "./saved.css";

export interface ForgetDialogProps {
  kind: ForgetKind;
  /** Called once the visitor confirms; the dialog then says so (a toast). */
  onConfirm: () => void;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}

/** Asks before forgetting what this device keeps. Cancel has focus first: the safe choice. */
export default function ForgetDialog({ kind, onConfirm, onClose, returnFocus }: ForgetDialogProps) {
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
        <button
          type="button"
          className={button.danger}
          onClick={() => {
            onConfirm();
            void toastSuccess(text.done);
          }}
        >
          {text.confirm}
        </button>
      </div>
    </Modal>
  );
}
