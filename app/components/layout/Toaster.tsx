import { createPortal } from "react-dom";
import { Toaster as Sonner } from "sonner";
import { toastContainer } from "~/lib/toast";
import * as s from "./toaster.css";

/**
 * sonner, portalled into the toast layer (see lib/toast: it follows the
 * topmost open modal dialog). Plain, high-contrast toasts: sonner's
 * richColors palette falls short of 4.5:1 for its text.
 */
export default function Toaster() {
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
