import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from "react";
import { CloseIcon } from "~/components/layout/Icons";
import { popToastLayer, pushToastLayer } from "~/lib/stores/toast";
import { iconButton } from "~/styles/button.css";
import { useFrameTakeOver } from "./frames";
import * as s from "./modal.css";

/** Native <dialog> + showModal(), plus what it lacks: Tab wraps, Escape goes through onClose, focus returns. */
export interface ModalProps {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  variant?: "center" | "side";
  /** Selector (inside the dialog) to focus first. */
  initialFocus?: string;
  /** Element to focus when the dialog closes (default: the previously focused element). */
  returnFocus?: () => HTMLElement | null | undefined;
  closeLabel?: string;
  /** While true, Escape and the close button do nothing (e.g. payment in progress). */
  locked?: boolean;
  testId?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest("[inert]") && el.getClientRects().length > 0,
  );
}

export function Modal({
  title,
  description,
  onClose,
  children,
  variant = "center",
  initialFocus,
  returnFocus,
  closeLabel = "Close",
  locked = false,
  testId,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  // The latest props, for the effect (once: the dialog opens when it mounts) and the handlers that outlive a render.
  const latest = useRef({ onClose, locked, returnFocus, initialFocus });
  latest.current = { onClose, locked, returnFocus, initialFocus };
  const takeOver = useFrameTakeOver();

  // Toasts render inside the open dialog (the rest of the page is inert). A
  // layout effect, so they move out before React removes the dialog element.
  useLayoutEffect(() => {
    const dialog = ref.current!;
    pushToastLayer(dialog);
    return () => popToastLayer(dialog);
  }, []);

  useEffect(() => {
    const dialog = ref.current!;
    // The frame closed first, so focus is back on the control that opened it before this dialog takes it.
    if (!takeOver()) {
      latest.current.onClose();
      return;
    }
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const { initialFocus: selector } = latest.current;
    const first = (selector && dialog.querySelector<HTMLElement>(selector)) || focusableIn(dialog)[0];
    first?.focus();
    document.documentElement.style.overflow = "hidden";
    return () => {
      document.documentElement.style.overflow = "";
      if (dialog.open) dialog.close();
      const target = latest.current.returnFocus?.() ?? opener;
      if (target?.isConnected) target.focus();
    };
  }, [takeOver]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const items = focusableIn(event.currentTarget);
    if (items.length === 0) return event.preventDefault();
    const firstItem = items[0]!;
    const lastItem = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === firstItem || !event.currentTarget.contains(active))) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && (active === lastItem || !event.currentTarget.contains(active))) {
      event.preventDefault();
      firstItem.focus();
    }
  };

  return (
    // The backdrop click is a pointer shortcut only: Escape and the close
    // button are the keyboard ways out, so the dialog stays non-interactive.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={variant === "side" ? s.side : s.center}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape: never let the browser close it behind React's back.
        event.preventDefault();
        if (!latest.current.locked) latest.current.onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside the panel) closes.
        if (event.target === event.currentTarget && !latest.current.locked) latest.current.onClose();
      }}
      data-testid={testId}
    >
      <div className={s.panel}>
        <div className={s.header}>
          <h2 id={`${id}-title`} className={s.title}>
            {title}
          </h2>
          <button
            type="button"
            className={`${iconButton} ${s.close}`}
            aria-label={closeLabel}
            onClick={onClose}
            disabled={locked}
          >
            <CloseIcon />
          </button>
        </div>
        {description ? (
          <div id={`${id}-description`} className={s.description}>
            {description}
          </div>
        ) : null}
        <div className={s.body}>{children}</div>
      </div>
    </dialog>
  );
}
