import { createStore } from "./store";

/**
 * Toasts via sonner, loaded on first use so it never weighs on first paint.
 * The root renders <ToastHost/>, which mounts sonner's <Toaster/> the first
 * time a toast is requested; the toast is shown once the Toaster listens.
 */
export interface ToastMessage {
  title: string;
  description?: string;
}

export type ToastKind = "success" | "error" | "info";

type Sonner = typeof import("sonner");

export const toasterRequested = createStore(false);
let sonner: Promise<Sonner> | undefined;
let markMounted: (() => void) | undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called by the lazily loaded Toaster once it is subscribed. */
export function toasterMounted(): void {
  markMounted?.();
}

export async function showToast(kind: ToastKind, message: ToastMessage): Promise<void> {
  sonner ??= import("sonner");
  toasterRequested.set(true);
  const [{ toast }] = await Promise.all([sonner, mounted]);
  const options = message.description ? { description: message.description } : undefined;
  if (kind === "success") toast.success(message.title, options);
  else if (kind === "error") toast.error(message.title, options);
  else toast(message.title, options);
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
const layers: HTMLElement[] = [];
let container: HTMLElement | undefined;

function placeContainer(): void {
  if (!container) return;
  const host = layers.at(-1) ?? document.body;
  if (container.parentElement !== host) host.append(container);
}

/** The node the Toaster renders into (client only). */
export function toastContainer(): HTMLElement {
  if (!container) {
    container = document.createElement("div");
    container.dataset.toastLayer = "";
  }
  placeContainer();
  return container;
}

/** Called by Modal when it opens: toasts now show inside it. */
export function pushToastLayer(dialog: HTMLElement): void {
  layers.push(dialog);
  placeContainer();
}

/** Called by Modal before its element leaves the page: toasts move back out. */
export function popToastLayer(dialog: HTMLElement): void {
  const i = layers.lastIndexOf(dialog);
  if (i >= 0) layers.splice(i, 1);
  placeContainer();
}
