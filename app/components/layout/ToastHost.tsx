import { lazy, Suspense, useSyncExternalStore } from "react";
import { toasterWanted } from "~/lib/stores/toast";
import { warm } from "~/lib/browser/update";

const loadToaster = () => import("./Toaster");
const Toaster = lazy(loadToaster);
/** Fetches the toasts' code (sonner, the Toaster) ahead of a toast that is near: otherwise it comes with the toast. */
export const warmToasts = () => warm(loadToaster);
const never = () => false;

/**
 * Mounts sonner's Toaster once the first toast is asked for (see lib/stores/toast),
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
