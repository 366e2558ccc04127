import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import type { ReactNode } from "react";

interface SheetProps {
  /** The button that opens the sheet; focus returns to it when the sheet closes. */
  trigger?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  closeLabel: string;
  children: ReactNode;
}

/**
 * A modal panel that slides in from the right edge (full width on phones): a dialog in behaviour, so focus is
 * trapped inside and Escape, the overlay and the close button close it.
 */
export function Sheet({ trigger, open, onOpenChange, title, description, closeLabel, children }: SheetProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px]" />
        <RadixDialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-2xl transition-transform duration-200 ease-out motion-safe:starting:translate-x-full"
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="border-b border-slate-200 px-5 py-4 pr-14 sm:px-6">
            <RadixDialog.Title className="text-xl font-semibold text-slate-900">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description asChild>
                <div className="mt-1 text-sm text-slate-700">{description}</div>
              </RadixDialog.Description>
            ) : null}
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
          <RadixDialog.Close className="absolute top-3.5 right-3.5 flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900">
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{closeLabel}</span>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
