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
export const toastInfo = (m: ToastMessage) => showToast("info", m);
