import { toast } from "sonner";

interface NotifyOptions {
  /** A stable id replaces an earlier toast with the same id instead of stacking a second one. */
  id?: string;
  duration?: number;
  onClose?: () => void;
}

function options(description: string | undefined, opts: NotifyOptions = {}) {
  return {
    description,
    id: opts.id,
    duration: opts.duration,
    onAutoClose: opts.onClose,
    onDismiss: opts.onClose,
  };
}

/** The app's toasts: a title and an optional text. `error` is the destructive variant. */
export const notify = {
  success: (title: string, description?: string, opts?: NotifyOptions) => toast.success(title, options(description, opts)),
  info: (title: string, description?: string, opts?: NotifyOptions) => toast.info(title, options(description, opts)),
  error: (title: string, description?: string, opts?: NotifyOptions) =>
    toast.error(title, { ...options(description, opts), duration: opts?.duration ?? 6000 }),
};
