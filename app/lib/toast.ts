import type { ToastMessage } from "./entities";

export type ToastKind = "success" | "error" | "info";

export interface ToastRequest {
  kind: ToastKind;
  message: ToastMessage;
}

/** The window event a toast request travels on. */
export const TOAST_EVENT = "simutech:toast";

/**
 * Toasts via sonner, loaded on first use so it never weighs on first paint.
 * A toast is a window event: the root's <ToastHost/> (always mounted) queues
 * it, mounts sonner's <Toaster/> the first time and hands the queue over
 * once the Toaster listens. So this module keeps no state, and components
 * and actions alike can toast.
 */
function showToast(kind: ToastKind, message: ToastMessage): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent<ToastRequest>(TOAST_EVENT, { detail: { kind, message } }));
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
 *
 * The page itself records all of it: the container carries LAYER, each
 * registered dialog carries HOST with its opening order (1, 2, ...).
 */
const LAYER = "data-toast-layer";
const HOST = "data-toast-host";

const hosts = () => [...document.querySelectorAll<HTMLElement>(`[${HOST}]`)];
/** A host's opening order; <body> (no attribute) counts 0. */
const order = (el: HTMLElement) => Number(el.getAttribute(HOST));

function place(container = document.querySelector<HTMLElement>(`[${LAYER}]`)): void {
  if (!container) return;
  const top = hosts().reduce((a, b) => (order(b) > order(a) ? b : a), document.body);
  if (container.parentElement !== top) top.append(container);
}

/** The node the Toaster renders into (client only). */
export function toastContainer(): HTMLElement {
  let container = document.querySelector<HTMLElement>(`[${LAYER}]`);
  if (!container) {
    container = document.createElement("div");
    container.setAttribute(LAYER, "");
  }
  place(container);
  return container;
}

/** Called by Modal when it opens: toasts now show inside it. */
export function pushToastLayer(dialog: HTMLElement): void {
  dialog.setAttribute(HOST, String(Math.max(0, ...hosts().map(order)) + 1));
  place();
}

/** Called by Modal before its element leaves the page: toasts move back out. */
export function popToastLayer(dialog: HTMLElement): void {
  dialog.removeAttribute(HOST);
  place();
}
