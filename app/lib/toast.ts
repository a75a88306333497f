import type { ToastMessage } from "./entities";
import { whenIdle } from "./idle";
import { createStore } from "./store";

export type ToastKind = "success" | "error" | "info";

/**
 * Whether sonner's <Toaster/> is wanted: set (once the browser is idle) by the
 * first toast, read by the root's ToastHost, which then mounts it. sonner
 * replays the toasts still active when its Toaster subscribes, so a toast
 * raised before it mounts is shown, not lost.
 */
export const toasterWanted = createStore(false);

/**
 * A toast through sonner's own toast(), loaded on first use so sonner never
 * weighs on the first paint. Components and client actions alike call it.
 */
export function showToast(kind: ToastKind, { title, description }: ToastMessage): void {
  if (typeof window === "undefined") return;
  void import("sonner").then(({ toast }) => {
    const options = description ? { description } : undefined;
    if (kind === "info") toast(title, options);
    else toast[kind](title, options);
  });
  if (!toasterWanted.get()) whenIdle(() => toasterWanted.set(true));
}

export const toastError = (m: ToastMessage) => showToast("error", m);
export const toastSuccess = (m: ToastMessage) => showToast("success", m);

/*
 * Toasts above modal dialogs. A modal <dialog> sits in the browser's top layer
 * and makes everything outside it inert, so toasts rendered in <body> would be
 * dimmed, unreachable and unannounced while a dialog is open. The Toaster is
 * portalled into one container node that lives in the topmost open dialog
 * (Modal registers itself) and in <body> otherwise. Moving the node keeps the
 * toasts on screen; re-mounting the Toaster would lose them.
 */
const dialogs: HTMLElement[] = [];
let container: HTMLElement | undefined;

function place(): void {
  const top = dialogs.at(-1) ?? document.body;
  if (container && container.parentElement !== top) top.append(container);
}

/** The node the Toaster renders into (client only). */
export function toastContainer(): HTMLElement {
  container ??= document.createElement("div");
  place();
  return container;
}

/** Called by Modal when it opens: toasts now show inside it. */
export function pushToastLayer(dialog: HTMLElement): void {
  dialogs.push(dialog);
  place();
}

/** Called by Modal before its element leaves the page: toasts move back out. */
export function popToastLayer(dialog: HTMLElement): void {
  const index = dialogs.lastIndexOf(dialog);
  if (index >= 0) dialogs.splice(index, 1);
  place();
}
