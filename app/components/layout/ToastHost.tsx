import { lazy, Suspense, useSyncExternalStore } from "react";
import { toasterWanted } from "~/lib/toast";

const Toaster = lazy(() => import("./Toaster"));
const never = () => false;

/**
 * Mounts sonner's Toaster once the first toast is asked for (see lib/toast),
 * so sonner's code loads only then and never shares a task with what the
 * toast accompanies.
 */
export function ToastHost() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, never);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
