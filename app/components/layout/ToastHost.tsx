import { lazy, Suspense, useCallback, useState } from "react";
import { TOAST_EVENT, type ToastRequest } from "~/lib/toast";
import { useClientLayoutEffect } from "~/lib/use-client-layout-effect";

const Toaster = lazy(() => import("./Toaster"));

/**
 * Receives every toast request (see lib/toast) and keeps those not yet shown;
 * mounts sonner only once a toast has been asked for. Listening from a layout
 * effect catches toasts that pages request in their own mount effects.
 */
export function ToastHost() {
  // null: no toast yet, sonner not loaded.
  const [queue, setQueue] = useState<readonly ToastRequest[] | null>(null);

  useClientLayoutEffect(() => {
    const onToast = (event: Event) => {
      const request = (event as CustomEvent<ToastRequest>).detail;
      setQueue((q) => [...(q ?? []), request]);
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);

  const onShown = useCallback(
    (shown: readonly ToastRequest[]) => setQueue((q) => (q ?? []).filter((r) => !shown.includes(r))),
    [],
  );

  if (!queue) return null;
  return (
    <Suspense fallback={null}>
      <Toaster queue={queue} onShown={onShown} />
    </Suspense>
  );
}
