import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { toast, Toaster as Sonner } from "sonner";
import { toastContainer, type ToastRequest } from "~/lib/toast";
import * as s from "./toaster.css";

function show({ kind, message }: ToastRequest): void {
  const options = message.description ? { description: message.description } : undefined;
  if (kind === "success") toast.success(message.title, options);
  else if (kind === "error") toast.error(message.title, options);
  else toast(message.title, options);
}

/**
 * sonner, portalled into the toast layer (see lib/toast: it follows the
 * topmost open modal dialog), showing the queued requests. Plain,
 * high-contrast toasts: sonner's richColors palette falls short of 4.5:1 for
 * its text.
 */
export default function Toaster({
  queue,
  onShown,
}: {
  queue: readonly ToastRequest[];
  onShown: (shown: readonly ToastRequest[]) => void;
}) {
  // Each request is shown once, even if this effect runs twice for one queue (StrictMode).
  const shown = useRef(new WeakSet<ToastRequest>());
  // Child effects run first, so sonner is subscribed by the time this runs.
  useEffect(() => {
    if (queue.length === 0) return;
    for (const request of queue) {
      if (shown.current.has(request)) continue;
      shown.current.add(request);
      show(request);
    }
    onShown(queue);
  }, [queue, onShown]);

  return createPortal(
    <Sonner
      position="bottom-right"
      closeButton
      duration={6000}
      containerAriaLabel="Notifications"
      toastOptions={{
        classNames: {
          toast: s.toast,
          title: s.title,
          description: s.description,
          error: s.error,
          success: s.success,
          closeButton: s.close,
        },
      }}
    />,
    toastContainer(),
  );
}
