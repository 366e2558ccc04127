import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from "react";
import { cn } from "../../lib/cn.ts";

interface DialogProps {
  /** The button that opens the dialog; focus returns to it when the dialog closes. Leave out for a dialog opened by code. */
  trigger?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  closeLabel: string;
  children: ReactNode;
  /** Wider dialogs hold forms with several columns. */
  size?: "md" | "lg";
  /** Without a trigger: where focus returns when the dialog closes; else the element focused when it opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** A modal dialog: focus is trapped inside, Escape and the overlay close it, focus returns to the opener. */
export function Dialog({ trigger, open, onOpenChange, title, description, closeLabel, children, size = "md", returnFocusTo }: DialogProps) {
  // Opened by code (no trigger): the element that had focus then gets it back when the dialog closes. Read in a
  // layout effect, before the dialog moves focus inside (in its own passive effect).
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      opener.current = document.activeElement;
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px]" />
        <RadixDialog.Content
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl",
            size === "lg" ? "max-w-2xl" : "max-w-md",
          )}
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.current ?? (trigger ? null : opener.current);
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          // An open combobox list inside takes Escape first: it closes the list, not the dialog.
          onEscapeKeyDown={(event) => {
            const target = event.target;
            if (
              target instanceof HTMLElement &&
              target.getAttribute("role") === "combobox" &&
              target.getAttribute("aria-expanded") === "true"
            )
              event.preventDefault();
          }}
        >
          <div className="mb-4 pr-8">
            <RadixDialog.Title className="text-xl font-semibold text-slate-900">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description asChild>
                <div className="mt-1.5 text-sm text-slate-700">{description}</div>
              </RadixDialog.Description>
            ) : null}
          </div>
          {children}
          <RadixDialog.Close className="absolute top-4 right-4 flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900">
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{closeLabel}</span>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
