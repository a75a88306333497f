import { announce } from "./announce";
import type { ToastMessage } from "../entities";
import { whenIdle } from "../browser/idle";
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
 * weighs on the shell. Components and client actions alike call it.
 */
export function showToast(kind: ToastKind, { title, description }: ToastMessage): void {
  if (typeof window === "undefined") return;
  // sonner's file gone (a deploy): the message is still read out (the page moves on the next tap that needs code).
  import("sonner").then(
    ({ toast }) => {
      const options = description ? { description } : undefined;
      if (kind === "info") toast(title, options);
      else toast[kind](title, options);
    },
    () => announce(description ? `${title}: ${description}` : title),
  );
  if (!toasterWanted.get()) whenIdle(() => toasterWanted.set(true));
}

export const toastError = (m: ToastMessage) => showToast("error", m);
export const toastSuccess = (m: ToastMessage) => showToast("success", m);

/*
 * Toasts above modal dialogs. A modal <dialog> sits in the browser's top layer
 * and makes everything outside it inert, so toasts rendered in <body> would be
 * dimmed, unreachable and unannounced while a dialog is open. Modal registers
 * each open dialog here, topmost last; the Toaster keeps its node in the
 * topmost one, and in <body> otherwise (components/layout/Toaster).
 */
export const toastLayers = createStore<readonly HTMLElement[]>([]);

/** Called by Modal when it opens: toasts now show inside it. */
export function pushToastLayer(dialog: HTMLElement): void {
  toastLayers.set([...toastLayers.get(), dialog]);
}

/** Called by Modal before its element leaves the page: toasts move back out. */
export function popToastLayer(dialog: HTMLElement): void {
  const layers = toastLayers.get();
  const index = layers.lastIndexOf(dialog);
  if (index >= 0) toastLayers.set(layers.filter((_, i) => i !== index));
}
