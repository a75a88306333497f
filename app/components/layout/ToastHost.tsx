import { lazy, Suspense, useSyncExternalStore } from "react";
import { toasterRequested } from "~/lib/toast";

const Toaster = lazy(() => import("./Toaster"));

/** Mounts sonner only once a toast has been asked for (see lib/toast). */
export function ToastHost() {
  const requested = useSyncExternalStore(toasterRequested.subscribe, toasterRequested.get, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
