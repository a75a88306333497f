import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { whenIdle } from "~/lib/idle";
import { TOAST_EVENT, type ToastRequest } from "~/lib/toast";
import { useClientLayoutEffect } from "~/lib/use-client-layout-effect";

const Toaster = lazy(() => import("./Toaster"));

/**
 * Receives every toast request (see lib/toast) and keeps those not yet shown;
 * mounts sonner only once a toast has been asked for, and then only when the
 * browser is idle: what the toast accompanies (a lookup's result, a form's
 * errors) paints first, and sonner's download and first render (about
 * 9.5 KiB gzipped) never share a task with it. Listening from a layout
 * effect catches toasts that pages request in their own mount effects.
 */
export function ToastHost() {
  // null: no toast yet, sonner not loaded.
  const [queue, setQueue] = useState<readonly ToastRequest[] | null>(null);
  const [load, setLoad] = useState(false);

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

  const waiting = queue !== null && !load;
  useEffect(() => (waiting ? whenIdle(() => setLoad(true)) : undefined), [waiting]);

  if (!queue || !load) return null;
  return (
    <Suspense fallback={null}>
      <Toaster queue={queue} onShown={onShown} />
    </Suspense>
  );
}
