import { lazy, Suspense, useSyncExternalStore } from "react";
import { toasterRequest } from "../../lib/toast.ts";

const SonnerToaster = lazy(() => import("./sonner-toaster.tsx"));

/** The toasts' place on the page: empty until the first toast (lib/toast.ts), then the toaster. */
export function AppToaster() {
  const requested = useSyncExternalStore(toasterRequest.subscribe, toasterRequest.isRequested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
