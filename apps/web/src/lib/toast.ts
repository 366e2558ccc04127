import type { ExternalToast } from "sonner";

/**
 * The app's toasts. The toast library is not part of the first download (docs/decisions/0005): it is imported
 * with the first toast, and the toaster (components/ui/toaster.tsx) mounts then; the toast shows once it has.
 */
interface ToastButton {
  label: string;
  onClick: () => void;
}

interface NotifyOptions {
  /** A stable id replaces an earlier toast with the same id instead of stacking a second one. */
  id?: string;
  duration?: number;
  onClose?: () => void;
  /** A button in the toast (e.g. 'View meals'). */
  action?: ToastButton;
  /** A second, quieter button. */
  cancel?: ToastButton;
}

type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | null = null;
let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Whether a toast has been asked for, so the toaster should be on the page (for useSyncExternalStore). */
export const toasterRequest = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isRequested: () => requested,
};

/** Called by the toaster once it listens for toasts. */
export const toasterMounted = () => markMounted();

function loadToasts(): Promise<Sonner> {
  sonner ??= import("sonner");
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return sonner;
}

function options(description: string | undefined, opts: NotifyOptions = {}): ExternalToast {
  return {
    description,
    id: opts.id,
    duration: opts.duration,
    onAutoClose: opts.onClose,
    onDismiss: opts.onClose,
    action: opts.action,
    cancel: opts.cancel,
  };
}

async function show(kind: "success" | "info" | "error", title: string, toastOptions: ExternalToast): Promise<void> {
  const { toast } = await loadToasts();
  await mounted;
  toast[kind](title, toastOptions);
}

/** The app's toasts: a title and an optional text. `error` is the destructive variant. */
export const notify = {
  success: (title: string, description?: string, opts?: NotifyOptions) => void show("success", title, options(description, opts)),
  info: (title: string, description?: string, opts?: NotifyOptions) => void show("info", title, options(description, opts)),
  error: (title: string, description?: string, opts?: NotifyOptions) =>
    void show("error", title, { ...options(description, opts), duration: opts?.duration ?? 6000 }),
};
