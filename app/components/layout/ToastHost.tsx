import { lazy, Suspense, useSyncExternalStore } from "react";
import { toasterWanted } from "~/lib/stores/toast";
import { warm } from "~/lib/browser/update";

const loadToaster = () => import("./Toaster");
const Toaster = lazy(loadToaster);
/** Ahead of a toast that is near: otherwise the code comes with the toast. */
export const warmToasts = () => warm(loadToaster);
const never = () => false;

/** sonner loads with the first toast, never sharing a task with what the toast accompanies. */
export function ToastHost() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, never);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
