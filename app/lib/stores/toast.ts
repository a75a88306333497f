import { announce } from "./announce";
import type { ToastMessage } from "../entities";
import { createStore } from "./store";

export type ToastKind = "success" | "error" | "info";

// Set by the first toast once the browser is idle; sonner replays active toasts when its Toaster mounts.
export const toasterWanted = createStore(false);

/** sonner is loaded on first use, so it never weighs on the shell. */
export function showToast(kind: ToastKind, { title, description }: ToastMessage): void {
  if (typeof window === "undefined") return;
  // sonner's file gone (a deploy): the message is still read out (the page moves on the next tap that needs code).
  import("sonner").then(
    ({ toast }) => (kind === "info" ? toast : toast[kind])(title, description ? { description } : undefined),
    () => announce(description ? `${title}: ${description}` : title),
  );
  if (toasterWanted.get()) return;
  const want = () => toasterWanted.set(true);
  // Safari has no requestIdleCallback: a timer after the next frame there.
  if (typeof requestIdleCallback === "function") requestIdleCallback(want, { timeout: 1000 });
  else requestAnimationFrame(() => setTimeout(want, 0));
}

export const toastError = (m: ToastMessage) => showToast("error", m);
export const toastSuccess = (m: ToastMessage) => showToast("success", m);

// A modal <dialog> makes everything outside it inert: the Toaster lives in the topmost open one (registered last).
export const toastLayers = createStore<readonly HTMLElement[]>([]);

export function pushToastLayer(dialog: HTMLElement): void {
  toastLayers.set([...toastLayers.get(), dialog]);
}

export function popToastLayer(dialog: HTMLElement): void {
  toastLayers.set(toastLayers.get().filter((layer) => layer !== dialog));
}
