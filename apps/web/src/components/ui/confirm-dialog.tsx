import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { buttonClasses } from "./button.tsx";
import { Spinner } from "./spinner.tsx";

interface ConfirmDialogProps {
  /** The button that opens the dialog; focus returns to it afterwards. */
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** While the action runs the confirm button shows a spinner and the dialog stays open. */
  pending?: boolean;
  /** A destructive action gets a red confirm button. */
  destructive?: boolean;
}

/** Asks before an action that cannot be undone. Cancel has the focus first, so Enter never destroys anything. */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending = false,
  destructive = true,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-xl font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 text-sm text-slate-700">{description}</div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses("secondary")}>{cancelLabel}</AlertDialog.Cancel>
            <button
              type="button"
              aria-disabled={pending || undefined}
              onClick={() => {
                if (!pending) onConfirm();
              }}
              className={buttonClasses("primary", "md", destructive ? "bg-red-700 hover:bg-red-800 active:bg-red-900" : undefined)}
            >
              {pending ? <Spinner /> : null}
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
