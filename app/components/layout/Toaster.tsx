import { useLayoutEffect, useState } from "react";
import { createPortal } from "react-dom";
import { Toaster as Sonner } from "sonner";
import { toastLayers } from "~/lib/stores/toast";
import * as s from "./toaster.css";

/** The node moves between modal layers: a new portal target would re-mount sonner and lose the toasts. */
export default function Toaster() {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const node = document.createElement("div");
    // Moved as the layers change, synchronously: before a closing dialog's element leaves the page.
    const place = () => {
      const top = toastLayers.get().at(-1) ?? document.body;
      if (node.parentElement !== top) top.append(node);
    };
    place();
    const unsubscribe = toastLayers.subscribe(place);
    // sonner renders once its node is in the page: it measures each toast as it mounts.
    setContainer(node);
    return () => {
      unsubscribe();
      node.remove();
    };
  }, []);
  if (!container) return null;
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
    container,
  );
}
